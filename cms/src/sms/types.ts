/** One SMS. `code` is given separately so the local outbox can show it; gateways get only the text. */
export type SmsMessage = { phone: string; text: string; code: string }

export interface SmsProvider {
  readonly name: string
  send(message: SmsMessage): Promise<void>
}
