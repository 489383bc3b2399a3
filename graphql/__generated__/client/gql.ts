/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  mutation LoginByCodeMutation($phone: String!, $code: String!) {\n    loginByCode(phone: $phone, code: $code) {\n      ...SessionContext_user\n    }\n  }\n": typeof types.LoginByCodeMutationDocument,
    "\n  mutation LoginMutation($phone: String!, $password: String!) {\n    login(phone: $phone, password: $password) {\n      ...SessionContext_user\n    }\n  }\n": typeof types.LoginMutationDocument,
    "\n  mutation RequestPasswordRecoveryMutation($phone: String!) {\n    requestPasswordRecovery(phone: $phone)\n  }\n": typeof types.RequestPasswordRecoveryMutationDocument,
    "\n  mutation SendCodeMutation($phone: String!) {\n    sendCode(phone: $phone)\n  }\n": typeof types.SendCodeMutationDocument,
    "\n  mutation SetPasswordMutation($password: String!, $confirmPassword: String!) {\n    setPassword(password: $password, confirmPassword: $confirmPassword)\n  }\n": typeof types.SetPasswordMutationDocument,
    "\n  fragment ArticleCard_article on ArticleSummary {\n    id\n    name\n    slug\n    type\n    createdAt\n    category {\n      id\n      name\n      slug\n    }\n    previewPicture {\n      url\n      width\n      height\n      alt\n    }\n  }\n": typeof types.ArticleCard_ArticleFragmentDoc,
    "\n  fragment ArticleView_article on Article {\n    id\n    name\n    slug\n    type\n    description\n    html\n    createdAt\n    category {\n      id\n      name\n      slug\n    }\n    seo {\n      title\n      description\n    }\n    previewPicture {\n      url\n      width\n      height\n      alt\n    }\n    gallery {\n      url\n      width\n      height\n      alt\n    }\n    location {\n      lat\n      lon\n    }\n    videos {\n      title\n      url\n    }\n    blocks {\n      title\n      description\n      items\n      picture {\n        url\n        width\n        height\n        alt\n      }\n    }\n  }\n": typeof types.ArticleView_ArticleFragmentDoc,
    "\n  fragment ProfileCard_user on User {\n    name\n    lastname\n    phoneFormatted\n    sex\n  }\n": typeof types.ProfileCard_UserFragmentDoc,
    "\n  mutation ChangePasswordMutation($oldPassword: String!, $password: String!, $confirmPassword: String!) {\n    changePassword(oldPassword: $oldPassword, password: $password, confirmPassword: $confirmPassword)\n  }\n": typeof types.ChangePasswordMutationDocument,
    "\n  mutation DeleteAccountMutation {\n    deleteAccount\n  }\n": typeof types.DeleteAccountMutationDocument,
    "\n  mutation LogoutMutation {\n    logout\n  }\n": typeof types.LogoutMutationDocument,
    "\n  mutation UpdateProfileMutation($input: ProfileInput!) {\n    updateProfile(input: $input) {\n      ...SessionContext_user\n    }\n  }\n": typeof types.UpdateProfileMutationDocument,
    "\n  fragment SessionContext_user on User {\n    id\n    phone\n    email\n    hasPassword\n    ...ProfileCard_user\n  }\n": typeof types.SessionContext_UserFragmentDoc,
    "\n  query MeQuery {\n    me {\n      ...SessionContext_user\n    }\n  }\n": typeof types.MeQueryDocument,
    "\n  query SessionMeQuery {\n    me {\n      ...SessionContext_user\n    }\n  }\n": typeof types.SessionMeQueryDocument,
    "\n  query HomeRouteQuery {\n    journal(page: 1) {\n      items {\n        ...ArticleCard_article\n      }\n    }\n  }\n": typeof types.HomeRouteQueryDocument,
    "\n  query JournalListRouteQuery($page: Int!, $category: String) {\n    journal(page: $page, category: $category) {\n      items {\n        ...ArticleCard_article\n      }\n      total\n      page\n      pageCount\n    }\n    journalCategories {\n      id\n      name\n      slug\n    }\n  }\n": typeof types.JournalListRouteQueryDocument,
    "\n  query ArticleRouteQuery($type: String!, $slug: String!) {\n    article(type: $type, slug: $slug) {\n      ...ArticleView_article\n    }\n  }\n": typeof types.ArticleRouteQueryDocument,
};
const documents: Documents = {
    "\n  mutation LoginByCodeMutation($phone: String!, $code: String!) {\n    loginByCode(phone: $phone, code: $code) {\n      ...SessionContext_user\n    }\n  }\n": types.LoginByCodeMutationDocument,
    "\n  mutation LoginMutation($phone: String!, $password: String!) {\n    login(phone: $phone, password: $password) {\n      ...SessionContext_user\n    }\n  }\n": types.LoginMutationDocument,
    "\n  mutation RequestPasswordRecoveryMutation($phone: String!) {\n    requestPasswordRecovery(phone: $phone)\n  }\n": types.RequestPasswordRecoveryMutationDocument,
    "\n  mutation SendCodeMutation($phone: String!) {\n    sendCode(phone: $phone)\n  }\n": types.SendCodeMutationDocument,
    "\n  mutation SetPasswordMutation($password: String!, $confirmPassword: String!) {\n    setPassword(password: $password, confirmPassword: $confirmPassword)\n  }\n": types.SetPasswordMutationDocument,
    "\n  fragment ArticleCard_article on ArticleSummary {\n    id\n    name\n    slug\n    type\n    createdAt\n    category {\n      id\n      name\n      slug\n    }\n    previewPicture {\n      url\n      width\n      height\n      alt\n    }\n  }\n": types.ArticleCard_ArticleFragmentDoc,
    "\n  fragment ArticleView_article on Article {\n    id\n    name\n    slug\n    type\n    description\n    html\n    createdAt\n    category {\n      id\n      name\n      slug\n    }\n    seo {\n      title\n      description\n    }\n    previewPicture {\n      url\n      width\n      height\n      alt\n    }\n    gallery {\n      url\n      width\n      height\n      alt\n    }\n    location {\n      lat\n      lon\n    }\n    videos {\n      title\n      url\n    }\n    blocks {\n      title\n      description\n      items\n      picture {\n        url\n        width\n        height\n        alt\n      }\n    }\n  }\n": types.ArticleView_ArticleFragmentDoc,
    "\n  fragment ProfileCard_user on User {\n    name\n    lastname\n    phoneFormatted\n    sex\n  }\n": types.ProfileCard_UserFragmentDoc,
    "\n  mutation ChangePasswordMutation($oldPassword: String!, $password: String!, $confirmPassword: String!) {\n    changePassword(oldPassword: $oldPassword, password: $password, confirmPassword: $confirmPassword)\n  }\n": types.ChangePasswordMutationDocument,
    "\n  mutation DeleteAccountMutation {\n    deleteAccount\n  }\n": types.DeleteAccountMutationDocument,
    "\n  mutation LogoutMutation {\n    logout\n  }\n": types.LogoutMutationDocument,
    "\n  mutation UpdateProfileMutation($input: ProfileInput!) {\n    updateProfile(input: $input) {\n      ...SessionContext_user\n    }\n  }\n": types.UpdateProfileMutationDocument,
    "\n  fragment SessionContext_user on User {\n    id\n    phone\n    email\n    hasPassword\n    ...ProfileCard_user\n  }\n": types.SessionContext_UserFragmentDoc,
    "\n  query MeQuery {\n    me {\n      ...SessionContext_user\n    }\n  }\n": types.MeQueryDocument,
    "\n  query SessionMeQuery {\n    me {\n      ...SessionContext_user\n    }\n  }\n": types.SessionMeQueryDocument,
    "\n  query HomeRouteQuery {\n    journal(page: 1) {\n      items {\n        ...ArticleCard_article\n      }\n    }\n  }\n": types.HomeRouteQueryDocument,
    "\n  query JournalListRouteQuery($page: Int!, $category: String) {\n    journal(page: $page, category: $category) {\n      items {\n        ...ArticleCard_article\n      }\n      total\n      page\n      pageCount\n    }\n    journalCategories {\n      id\n      name\n      slug\n    }\n  }\n": types.JournalListRouteQueryDocument,
    "\n  query ArticleRouteQuery($type: String!, $slug: String!) {\n    article(type: $type, slug: $slug) {\n      ...ArticleView_article\n    }\n  }\n": types.ArticleRouteQueryDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LoginByCodeMutation($phone: String!, $code: String!) {\n    loginByCode(phone: $phone, code: $code) {\n      ...SessionContext_user\n    }\n  }\n"): (typeof documents)["\n  mutation LoginByCodeMutation($phone: String!, $code: String!) {\n    loginByCode(phone: $phone, code: $code) {\n      ...SessionContext_user\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LoginMutation($phone: String!, $password: String!) {\n    login(phone: $phone, password: $password) {\n      ...SessionContext_user\n    }\n  }\n"): (typeof documents)["\n  mutation LoginMutation($phone: String!, $password: String!) {\n    login(phone: $phone, password: $password) {\n      ...SessionContext_user\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestPasswordRecoveryMutation($phone: String!) {\n    requestPasswordRecovery(phone: $phone)\n  }\n"): (typeof documents)["\n  mutation RequestPasswordRecoveryMutation($phone: String!) {\n    requestPasswordRecovery(phone: $phone)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendCodeMutation($phone: String!) {\n    sendCode(phone: $phone)\n  }\n"): (typeof documents)["\n  mutation SendCodeMutation($phone: String!) {\n    sendCode(phone: $phone)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetPasswordMutation($password: String!, $confirmPassword: String!) {\n    setPassword(password: $password, confirmPassword: $confirmPassword)\n  }\n"): (typeof documents)["\n  mutation SetPasswordMutation($password: String!, $confirmPassword: String!) {\n    setPassword(password: $password, confirmPassword: $confirmPassword)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ArticleCard_article on ArticleSummary {\n    id\n    name\n    slug\n    type\n    createdAt\n    category {\n      id\n      name\n      slug\n    }\n    previewPicture {\n      url\n      width\n      height\n      alt\n    }\n  }\n"): (typeof documents)["\n  fragment ArticleCard_article on ArticleSummary {\n    id\n    name\n    slug\n    type\n    createdAt\n    category {\n      id\n      name\n      slug\n    }\n    previewPicture {\n      url\n      width\n      height\n      alt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ArticleView_article on Article {\n    id\n    name\n    slug\n    type\n    description\n    html\n    createdAt\n    category {\n      id\n      name\n      slug\n    }\n    seo {\n      title\n      description\n    }\n    previewPicture {\n      url\n      width\n      height\n      alt\n    }\n    gallery {\n      url\n      width\n      height\n      alt\n    }\n    location {\n      lat\n      lon\n    }\n    videos {\n      title\n      url\n    }\n    blocks {\n      title\n      description\n      items\n      picture {\n        url\n        width\n        height\n        alt\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment ArticleView_article on Article {\n    id\n    name\n    slug\n    type\n    description\n    html\n    createdAt\n    category {\n      id\n      name\n      slug\n    }\n    seo {\n      title\n      description\n    }\n    previewPicture {\n      url\n      width\n      height\n      alt\n    }\n    gallery {\n      url\n      width\n      height\n      alt\n    }\n    location {\n      lat\n      lon\n    }\n    videos {\n      title\n      url\n    }\n    blocks {\n      title\n      description\n      items\n      picture {\n        url\n        width\n        height\n        alt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProfileCard_user on User {\n    name\n    lastname\n    phoneFormatted\n    sex\n  }\n"): (typeof documents)["\n  fragment ProfileCard_user on User {\n    name\n    lastname\n    phoneFormatted\n    sex\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangePasswordMutation($oldPassword: String!, $password: String!, $confirmPassword: String!) {\n    changePassword(oldPassword: $oldPassword, password: $password, confirmPassword: $confirmPassword)\n  }\n"): (typeof documents)["\n  mutation ChangePasswordMutation($oldPassword: String!, $password: String!, $confirmPassword: String!) {\n    changePassword(oldPassword: $oldPassword, password: $password, confirmPassword: $confirmPassword)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteAccountMutation {\n    deleteAccount\n  }\n"): (typeof documents)["\n  mutation DeleteAccountMutation {\n    deleteAccount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LogoutMutation {\n    logout\n  }\n"): (typeof documents)["\n  mutation LogoutMutation {\n    logout\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProfileMutation($input: ProfileInput!) {\n    updateProfile(input: $input) {\n      ...SessionContext_user\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateProfileMutation($input: ProfileInput!) {\n    updateProfile(input: $input) {\n      ...SessionContext_user\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SessionContext_user on User {\n    id\n    phone\n    email\n    hasPassword\n    ...ProfileCard_user\n  }\n"): (typeof documents)["\n  fragment SessionContext_user on User {\n    id\n    phone\n    email\n    hasPassword\n    ...ProfileCard_user\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MeQuery {\n    me {\n      ...SessionContext_user\n    }\n  }\n"): (typeof documents)["\n  query MeQuery {\n    me {\n      ...SessionContext_user\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SessionMeQuery {\n    me {\n      ...SessionContext_user\n    }\n  }\n"): (typeof documents)["\n  query SessionMeQuery {\n    me {\n      ...SessionContext_user\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomeRouteQuery {\n    journal(page: 1) {\n      items {\n        ...ArticleCard_article\n      }\n    }\n  }\n"): (typeof documents)["\n  query HomeRouteQuery {\n    journal(page: 1) {\n      items {\n        ...ArticleCard_article\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query JournalListRouteQuery($page: Int!, $category: String) {\n    journal(page: $page, category: $category) {\n      items {\n        ...ArticleCard_article\n      }\n      total\n      page\n      pageCount\n    }\n    journalCategories {\n      id\n      name\n      slug\n    }\n  }\n"): (typeof documents)["\n  query JournalListRouteQuery($page: Int!, $category: String) {\n    journal(page: $page, category: $category) {\n      items {\n        ...ArticleCard_article\n      }\n      total\n      page\n      pageCount\n    }\n    journalCategories {\n      id\n      name\n      slug\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ArticleRouteQuery($type: String!, $slug: String!) {\n    article(type: $type, slug: $slug) {\n      ...ArticleView_article\n    }\n  }\n"): (typeof documents)["\n  query ArticleRouteQuery($type: String!, $slug: String!) {\n    article(type: $type, slug: $slug) {\n      ...ArticleView_article\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;