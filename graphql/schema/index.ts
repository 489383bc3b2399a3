import { authTypeDefs } from './auth'
import { baseTypeDefs } from './base'
import { catalogueTypeDefs } from './catalogue'
import { journalTypeDefs } from './journal'
import { searchTypeDefs } from './search'
import { mapTypeDefs } from './map'
import { sitemapTypeDefs } from './sitemap'

export const typeDefs = [
  baseTypeDefs,
  journalTypeDefs,
  catalogueTypeDefs,
  searchTypeDefs,
  mapTypeDefs,
  sitemapTypeDefs,
  authTypeDefs,
]
