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
    "\n  fragment ArticleCard_article on ArticleSummary {\n    id\n    name\n    slug\n    type\n    createdAt\n    category {\n      id\n      name\n      slug\n    }\n    previewPicture {\n      url\n      width\n      height\n      alt\n    }\n  }\n": typeof types.ArticleCard_ArticleFragmentDoc,
    "\n  fragment ArticleView_article on Article {\n    id\n    name\n    slug\n    type\n    description\n    html\n    createdAt\n    category {\n      id\n      name\n      slug\n    }\n    seo {\n      title\n      description\n    }\n    previewPicture {\n      url\n      width\n      height\n      alt\n    }\n    gallery {\n      url\n      width\n      height\n      alt\n    }\n    location {\n      lat\n      lon\n    }\n    videos {\n      title\n      url\n    }\n    blocks {\n      title\n      description\n      items\n      picture {\n        url\n        width\n        height\n        alt\n      }\n    }\n  }\n": typeof types.ArticleView_ArticleFragmentDoc,
    "\n  query HomeRouteQuery {\n    journal(page: 1) {\n      items {\n        ...ArticleCard_article\n      }\n    }\n  }\n": typeof types.HomeRouteQueryDocument,
    "\n  query JournalListRouteQuery($page: Int!, $category: String) {\n    journal(page: $page, category: $category) {\n      items {\n        ...ArticleCard_article\n      }\n      total\n      page\n      pageCount\n    }\n    journalCategories {\n      id\n      name\n      slug\n    }\n  }\n": typeof types.JournalListRouteQueryDocument,
    "\n  query ArticleRouteQuery($type: String!, $slug: String!) {\n    article(type: $type, slug: $slug) {\n      ...ArticleView_article\n    }\n  }\n": typeof types.ArticleRouteQueryDocument,
};
const documents: Documents = {
    "\n  fragment ArticleCard_article on ArticleSummary {\n    id\n    name\n    slug\n    type\n    createdAt\n    category {\n      id\n      name\n      slug\n    }\n    previewPicture {\n      url\n      width\n      height\n      alt\n    }\n  }\n": types.ArticleCard_ArticleFragmentDoc,
    "\n  fragment ArticleView_article on Article {\n    id\n    name\n    slug\n    type\n    description\n    html\n    createdAt\n    category {\n      id\n      name\n      slug\n    }\n    seo {\n      title\n      description\n    }\n    previewPicture {\n      url\n      width\n      height\n      alt\n    }\n    gallery {\n      url\n      width\n      height\n      alt\n    }\n    location {\n      lat\n      lon\n    }\n    videos {\n      title\n      url\n    }\n    blocks {\n      title\n      description\n      items\n      picture {\n        url\n        width\n        height\n        alt\n      }\n    }\n  }\n": types.ArticleView_ArticleFragmentDoc,
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
export function graphql(source: "\n  fragment ArticleCard_article on ArticleSummary {\n    id\n    name\n    slug\n    type\n    createdAt\n    category {\n      id\n      name\n      slug\n    }\n    previewPicture {\n      url\n      width\n      height\n      alt\n    }\n  }\n"): (typeof documents)["\n  fragment ArticleCard_article on ArticleSummary {\n    id\n    name\n    slug\n    type\n    createdAt\n    category {\n      id\n      name\n      slug\n    }\n    previewPicture {\n      url\n      width\n      height\n      alt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ArticleView_article on Article {\n    id\n    name\n    slug\n    type\n    description\n    html\n    createdAt\n    category {\n      id\n      name\n      slug\n    }\n    seo {\n      title\n      description\n    }\n    previewPicture {\n      url\n      width\n      height\n      alt\n    }\n    gallery {\n      url\n      width\n      height\n      alt\n    }\n    location {\n      lat\n      lon\n    }\n    videos {\n      title\n      url\n    }\n    blocks {\n      title\n      description\n      items\n      picture {\n        url\n        width\n        height\n        alt\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment ArticleView_article on Article {\n    id\n    name\n    slug\n    type\n    description\n    html\n    createdAt\n    category {\n      id\n      name\n      slug\n    }\n    seo {\n      title\n      description\n    }\n    previewPicture {\n      url\n      width\n      height\n      alt\n    }\n    gallery {\n      url\n      width\n      height\n      alt\n    }\n    location {\n      lat\n      lon\n    }\n    videos {\n      title\n      url\n    }\n    blocks {\n      title\n      description\n      items\n      picture {\n        url\n        width\n        height\n        alt\n      }\n    }\n  }\n"];
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