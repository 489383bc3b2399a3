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

export type Query = {
  __typename?: 'Query';
  /** A published article, or null when none has this type and slug. */
  article?: Maybe<Article>;
  /** One page of the journal, newest editorial order first. Page size is fixed by the spec (9). */
  journal: JournalPage;
  journalCategories: Array<JournalCategory>;
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
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Seo: ResolverTypeWrapper<Seo>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
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
  Query: Record<PropertyKey, never>;
  Seo: Seo;
  String: Scalars['String']['output'];
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

export type QueryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  article?: Resolver<Maybe<ResolversTypes['Article']>, ParentType, ContextType, RequireFields<QueryArticleArgs, 'slug' | 'type'>>;
  journal?: Resolver<ResolversTypes['JournalPage'], ParentType, ContextType, RequireFields<QueryJournalArgs, 'page'>>;
  journalCategories?: Resolver<Array<ResolversTypes['JournalCategory']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type SeoResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Seo'] = ResolversParentTypes['Seo']> = {
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
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
  Query?: QueryResolvers<ContextType>;
  Seo?: SeoResolvers<ContextType>;
  Video?: VideoResolvers<ContextType>;
};

