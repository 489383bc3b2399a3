import { GraphQLError } from 'graphql'

import { formatPhone, normalisePhone } from '@anapa/shared/text/phone'
import {
  changePasswordSchema,
  createPasswordSchema,
  loginByCodeSchema,
  passwordLoginSchema,
  profileSchema,
  recoverPasswordSchema,
  sendCodeSchema,
} from '@/lib/validation/schemas'
import type { GatewayContext } from '@/graphql/context'
import type { CityApi } from '@/graphql/datasources/CityApi'
import type { RestUser } from '@/graphql/datasources/restTypes'
import type { MutationResolvers, QueryResolvers, User } from '@/graphql/__generated__/resolvers-types'
import { clearSessionCookie, setSessionCookie } from '@/graphql/session'
import { requireSignedIn } from './session'
import { assertValid } from './validate'

export const AUTH_FAILED_MESSAGE = 'Ошибка авторизации'
export const PHONE_FORMAT_MESSAGE = 'Введите номер телефона полностью: +7 (XXX) XXX-XX-XX'

const isUnauthenticated = (error: unknown) =>
  error instanceof GraphQLError && error.extensions.code === 'UNAUTHENTICATED'

export const toUser = (u: RestUser): User => ({
  id: String(u.id),
  name: u.name,
  lastname: u.lastname,
  email: u.email,
  phone: u.phone,
  phoneFormatted: formatPhone(u.phone),
  sex: u.sex,
  hasPassword: u.has_password,
})

/** The phone as the city API stores it, or a field error in the words of the form. */
function phoneOf(raw: string): string {
  const phone = normalisePhone(raw)
  if (!phone) {
    throw new GraphQLError(PHONE_FORMAT_MESSAGE, {
      extensions: { code: 'BAD_USER_INPUT', fields: { phone: PHONE_FORMAT_MESSAGE } },
    })
  }
  return phone
}

/**
 * Saves the new token in the cookie, then loads the resident with it (docs/spec.md#4-states-and-transitions steps 2–3).
 * If the resident cannot be loaded, the cookie goes again and the caller sees 'Ошибка авторизации'.
 */
async function startSession(context: GatewayContext, api: CityApi, token: string): Promise<User> {
  setSessionCookie(context.res, token)
  try {
    return toUser(await api.withToken(token).user())
  } catch {
    clearSessionCookie(context.res)
    throw new GraphQLError(AUTH_FAILED_MESSAGE, { extensions: { code: 'UNAUTHENTICATED' } })
  }
}

export const authQueries: Pick<QueryResolvers, 'me'> = {
  async me(_parent, _args, context) {
    if (!context.token) return null
    try {
      return toUser(await context.api.user())
    } catch (error) {
      // docs/spec.md#4-states-and-transitions: a session that no longer loads is dropped, and the visitor is logged
      // out.
      if (!isUnauthenticated(error)) throw error
      clearSessionCookie(context.res)
      return null
    }
  },
}

export const authMutations: MutationResolvers = {
  async sendCode(_parent, { phone }, { api }) {
    assertValid(sendCodeSchema, { phone })
    await api.sendCode(phoneOf(phone))
    return true
  },

  async loginByCode(_parent, { phone, code, consent }, context) {
    assertValid(loginByCodeSchema, { phone, code })
    // Only the CMS knows whether the phone is new, so only it can require the consent.
    const token = await context.api.loginByCode(phoneOf(phone), code, consent === true)
    return startSession(context, context.api, token)
  },

  async login(_parent, { phone, password }, context) {
    assertValid(passwordLoginSchema, { phone, password })
    const token = await context.api.login(phoneOf(phone), password)
    return startSession(context, context.api, token)
  },

  async logout(_parent, _args, context) {
    if (context.token) {
      try {
        await context.api.logout()
      } catch (error) {
        // An already expired session is as logged out as it gets.
        if (!isUnauthenticated(error)) throw error
      }
    }
    clearSessionCookie(context.res)
    return true
  },

  async requestPasswordRecovery(_parent, { phone }, { api }) {
    assertValid(recoverPasswordSchema, { phone })
    await api.sendRecoveryCode(phoneOf(phone))
    return true
  },

  async setPassword(_parent, { password, confirmPassword }, context) {
    requireSignedIn(context)
    assertValid(createPasswordSchema, { password, confirmPassword })
    await context.api.setPassword(password, confirmPassword)
    return true
  },

  async changePassword(_parent, { oldPassword, password, confirmPassword }, context) {
    requireSignedIn(context)
    assertValid(changePasswordSchema, { oldPassword, password, confirmPassword })
    await context.api.changePassword(oldPassword, password, confirmPassword)
    return true
  },

  async updateProfile(_parent, { input }, context) {
    requireSignedIn(context)
    assertValid(profileSchema, input)
    return toUser(
      await context.api.updateUser({
        name: input.name.trim(),
        lastname: input.lastname.trim(),
        email: input.email.trim(),
        sex: input.sex ?? null,
      }),
    )
  },

  async deleteAccount(_parent, _args, context) {
    requireSignedIn(context)
    await context.api.deleteUser()
    clearSessionCookie(context.res)
    return true
  },
}
