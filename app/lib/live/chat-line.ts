/** One line of a live chat as the chat log shows it. */
export interface ChatLine {
  key: string
  /** The room's id of the message, which moderation names; none for a line never sent. */
  messageId?: string
  author: string
  /** The author's user id; null for a visitor. */
  authorUserId?: number | null
  text: string
  own: boolean
  /** Typed while the socket was down: shown here, never sent (docs/product/rules.md#chat: resend nothing twice). */
  unsent?: boolean
}
