import type { GraphQLResolveInfo } from 'graphql';
import type { GatewayContext } from '../context';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
};

export type Article = {
  __typename?: 'Article';
  blocks: Array<ContentBlock>;
  category?: Maybe<JournalCategory>;
  /** ISO 8601 */
  createdAt: Scalars['String']['output'];
  description?: Maybe<Scalars['String']['output']>;
  gallery: Array<Image>;
  /** Sanitized HTML, safe to render. */
  html: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  location?: Maybe<GeoPoint>;
  name: Scalars['String']['output'];
  previewPicture?: Maybe<Image>;
  seo: Seo;
  slug: Scalars['String']['output'];
  type: Scalars['String']['output'];
  /** ISO 8601 */
  updatedAt?: Maybe<Scalars['String']['output']>;
  videos: Array<Video>;
};

export type ArticleSummary = {
  __typename?: 'ArticleSummary';
  category?: Maybe<JournalCategory>;
  /** ISO 8601 */
  createdAt: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  previewPicture?: Maybe<Image>;
  slug: Scalars['String']['output'];
  type: Scalars['String']['output'];
};

export type ContentBlock = {
  __typename?: 'ContentBlock';
  description?: Maybe<Scalars['String']['output']>;
  items: Array<Scalars['String']['output']>;
  picture?: Maybe<Image>;
  title?: Maybe<Scalars['String']['output']>;
};

export type GeoPoint = {
  __typename?: 'GeoPoint';
  lat: Scalars['Float']['output'];
  lon: Scalars['Float']['output'];
};

/** A picture with its intrinsic size, so pages reserve the space and never shift. */
export type Image = {
  __typename?: 'Image';
  alt: Scalars['String']['output'];
  height?: Maybe<Scalars['Int']['output']>;
  url: Scalars['String']['output'];
  width?: Maybe<Scalars['Int']['output']>;
};

export type JournalCategory = {
  __typename?: 'JournalCategory';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  slug: Scalars['String']['output'];
};

export type JournalPage = {
  __typename?: 'JournalPage';
  items: Array<ArticleSummary>;
  page: Scalars['Int']['output'];
  pageCount: Scalars['Int']['output'];
  pageSize: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

export type Mutation = {
  __typename?: 'Mutation';
  /** Changes the password, given the old one; other sessions end. */
  changePassword: Scalars['Boolean']['output'];
  /** Deletes the account and removes the cookie. */
  deleteAccount: Scalars['Boolean']['output'];
  /** Phone and password; on success sets the session cookie and returns the resident. */
  login: User;
  /** Checks the code; on success sets the session cookie and returns the resident. */
  loginByCode: User;
  /** Ends this session on the server and removes the cookie. */
  logout: Scalars['Boolean']['output'];
  /** Sends a recovery code; the resident signs in with it, then sets a new password. */
  requestPasswordRecovery: Scalars['Boolean']['output'];
  /** Sends a one-time code to the phone (sign-in and registration). Rate-limited. */
  sendCode: Scalars['Boolean']['output'];
  /** Creates or resets the password of the signed-in resident; other sessions end. */
  setPassword: Scalars['Boolean']['output'];
  /** The answer replaces the current user (spec §3). */
  updateProfile: User;
};


export type MutationChangePasswordArgs = {
  confirmPassword: Scalars['String']['input'];
  oldPassword: Scalars['String']['input'];
  password: Scalars['String']['input'];
};


export type MutationLoginArgs = {
  password: Scalars['String']['input'];
  phone: Scalars['String']['input'];
};


export type MutationLoginByCodeArgs = {
  code: Scalars['String']['input'];
  phone: Scalars['String']['input'];
};


export type MutationRequestPasswordRecoveryArgs = {
  phone: Scalars['String']['input'];
};


export type MutationSendCodeArgs = {
  phone: Scalars['String']['input'];
};


export type MutationSetPasswordArgs = {
  confirmPassword: Scalars['String']['input'];
  password: Scalars['String']['input'];
};


export type MutationUpdateProfileArgs = {
  input: ProfileInput;
};

export type ProfileInput = {
  email: Scalars['String']['input'];
  lastname: Scalars['String']['input'];
  name: Scalars['String']['input'];
  sex?: InputMaybe<Sex>;
};

export type Query = {
  __typename?: 'Query';
  /** A published article, or null when none has this type and slug. */
  article?: Maybe<Article>;
  /** One page of the journal, newest editorial order first. Page size is fixed by the spec (9). */
  journal: JournalPage;
  journalCategories: Array<JournalCategory>;
  /** The signed-in resident, or null for visitors and expired sessions. */
  me?: Maybe<User>;
  /** Liveness of the gateway itself; domains extend Query. */
  ok: Scalars['Boolean']['output'];
};


export type QueryArticleArgs = {
  slug: Scalars['String']['input'];
  type: Scalars['String']['input'];
};


export type QueryJournalArgs = {
  category?: InputMaybe<Scalars['String']['input']>;
  page?: Scalars['Int']['input'];
  type?: InputMaybe<Scalars['String']['input']>;
};

export type Seo = {
  __typename?: 'Seo';
  description?: Maybe<Scalars['String']['output']>;
  title?: Maybe<Scalars['String']['output']>;
};

export type Sex =
  | 'female'
  | 'male';

export type User = {
  __typename?: 'User';
  email?: Maybe<Scalars['String']['output']>;
  hasPassword: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  lastname?: Maybe<Scalars['String']['output']>;
  name?: Maybe<Scalars['String']['output']>;
  /** 11 digits, 7XXXXXXXXXX */
  phone: Scalars['String']['output'];
  /** +7 (XXX) XXX-XX-XX (spec §5) */
  phoneFormatted: Scalars['String']['output'];
  sex?: Maybe<Sex>;
};

export type Video = {
  __typename?: 'Video';
  title?: Maybe<Scalars['String']['output']>;
  url: Scalars['String']['output'];
};



export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;





/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  Article: ResolverTypeWrapper<Article>;
  ArticleSummary: ResolverTypeWrapper<ArticleSummary>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  ContentBlock: ResolverTypeWrapper<ContentBlock>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  GeoPoint: ResolverTypeWrapper<GeoPoint>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Image: ResolverTypeWrapper<Image>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  JournalCategory: ResolverTypeWrapper<JournalCategory>;
  JournalPage: ResolverTypeWrapper<JournalPage>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  ProfileInput: ProfileInput;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Seo: ResolverTypeWrapper<Seo>;
  Sex: Sex;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  User: ResolverTypeWrapper<User>;
  Video: ResolverTypeWrapper<Video>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  Article: Article;
  ArticleSummary: ArticleSummary;
  Boolean: Scalars['Boolean']['output'];
  ContentBlock: ContentBlock;
  Float: Scalars['Float']['output'];
  GeoPoint: GeoPoint;
  ID: Scalars['ID']['output'];
  Image: Image;
  Int: Scalars['Int']['output'];
  JournalCategory: JournalCategory;
  JournalPage: JournalPage;
  Mutation: Record<PropertyKey, never>;
  ProfileInput: ProfileInput;
  Query: Record<PropertyKey, never>;
  Seo: Seo;
  String: Scalars['String']['output'];
  User: User;
  Video: Video;
};

export type ArticleResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Article'] = ResolversParentTypes['Article']> = {
  blocks?: Resolver<Array<ResolversTypes['ContentBlock']>, ParentType, ContextType>;
  category?: Resolver<Maybe<ResolversTypes['JournalCategory']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  gallery?: Resolver<Array<ResolversTypes['Image']>, ParentType, ContextType>;
  html?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  location?: Resolver<Maybe<ResolversTypes['GeoPoint']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  previewPicture?: Resolver<Maybe<ResolversTypes['Image']>, ParentType, ContextType>;
  seo?: Resolver<ResolversTypes['Seo'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  videos?: Resolver<Array<ResolversTypes['Video']>, ParentType, ContextType>;
};

export type ArticleSummaryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ArticleSummary'] = ResolversParentTypes['ArticleSummary']> = {
  category?: Resolver<Maybe<ResolversTypes['JournalCategory']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  previewPicture?: Resolver<Maybe<ResolversTypes['Image']>, ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ContentBlockResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ContentBlock'] = ResolversParentTypes['ContentBlock']> = {
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  picture?: Resolver<Maybe<ResolversTypes['Image']>, ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type GeoPointResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['GeoPoint'] = ResolversParentTypes['GeoPoint']> = {
  lat?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  lon?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type ImageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Image'] = ResolversParentTypes['Image']> = {
  alt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  height?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  width?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type JournalCategoryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['JournalCategory'] = ResolversParentTypes['JournalCategory']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type JournalPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['JournalPage'] = ResolversParentTypes['JournalPage']> = {
  items?: Resolver<Array<ResolversTypes['ArticleSummary']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type MutationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  changePassword?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationChangePasswordArgs, 'confirmPassword' | 'oldPassword' | 'password'>>;
  deleteAccount?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  login?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationLoginArgs, 'password' | 'phone'>>;
  loginByCode?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationLoginByCodeArgs, 'code' | 'phone'>>;
  logout?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  requestPasswordRecovery?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationRequestPasswordRecoveryArgs, 'phone'>>;
  sendCode?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationSendCodeArgs, 'phone'>>;
  setPassword?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationSetPasswordArgs, 'confirmPassword' | 'password'>>;
  updateProfile?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationUpdateProfileArgs, 'input'>>;
};

export type QueryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  article?: Resolver<Maybe<ResolversTypes['Article']>, ParentType, ContextType, RequireFields<QueryArticleArgs, 'slug' | 'type'>>;
  journal?: Resolver<ResolversTypes['JournalPage'], ParentType, ContextType, RequireFields<QueryJournalArgs, 'page'>>;
  journalCategories?: Resolver<Array<ResolversTypes['JournalCategory']>, ParentType, ContextType>;
  me?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type SeoResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Seo'] = ResolversParentTypes['Seo']> = {
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type UserResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User']> = {
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasPassword?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastname?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  phone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phoneFormatted?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sex?: Resolver<Maybe<ResolversTypes['Sex']>, ParentType, ContextType>;
};

export type VideoResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Video'] = ResolversParentTypes['Video']> = {
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type Resolvers<ContextType = GatewayContext> = {
  Article?: ArticleResolvers<ContextType>;
  ArticleSummary?: ArticleSummaryResolvers<ContextType>;
  ContentBlock?: ContentBlockResolvers<ContextType>;
  GeoPoint?: GeoPointResolvers<ContextType>;
  Image?: ImageResolvers<ContextType>;
  JournalCategory?: JournalCategoryResolvers<ContextType>;
  JournalPage?: JournalPageResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  Seo?: SeoResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
  Video?: VideoResolvers<ContextType>;
};

