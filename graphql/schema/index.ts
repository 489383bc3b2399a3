import { authTypeDefs } from './auth'
import { baseTypeDefs } from './base'
import { journalTypeDefs } from './journal'

export const typeDefs = [baseTypeDefs, journalTypeDefs, authTypeDefs]
