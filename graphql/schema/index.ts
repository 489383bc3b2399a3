import { authTypeDefs } from './auth'
import { baseTypeDefs } from './base'
import { catalogueTypeDefs } from './catalogue'
import { journalTypeDefs } from './journal'

export const typeDefs = [baseTypeDefs, journalTypeDefs, catalogueTypeDefs, authTypeDefs]
