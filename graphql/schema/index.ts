import { authTypeDefs } from './auth'
import { baseTypeDefs } from './base'
import { catalogueTypeDefs } from './catalogue'
import { journalTypeDefs } from './journal'
import { searchTypeDefs } from './search'
import { mapTypeDefs } from './map'
import { sitemapTypeDefs } from './sitemap'
import { carsTypeDefs } from './cars'
import { permitsTypeDefs } from './permits'
import { appealsTypeDefs } from './appeals'
import { appealDraftsTypeDefs } from './appealDrafts'
import { appealFollowersTypeDefs } from './appealFollowers'
import { bookingsTypeDefs } from './bookings'
import { favoritesTypeDefs } from './favorites'
import { notificationsTypeDefs } from './notifications'
import { redirectsTypeDefs } from './redirects'
import { alertsTypeDefs } from './alerts'
import { publicAppealsTypeDefs } from './publicAppeals'

export const typeDefs = [
  baseTypeDefs,
  journalTypeDefs,
  catalogueTypeDefs,
  searchTypeDefs,
  mapTypeDefs,
  sitemapTypeDefs,
  authTypeDefs,
  carsTypeDefs,
  permitsTypeDefs,
  appealsTypeDefs,
  appealDraftsTypeDefs,
  appealFollowersTypeDefs,
  bookingsTypeDefs,
  favoritesTypeDefs,
  notificationsTypeDefs,
  redirectsTypeDefs,
  alertsTypeDefs,
  publicAppealsTypeDefs,
]
