/** A page to share: its absolute address and its title. */
export type SharedPage = { url: string; title: string }

/** Where a page can be sent without the browser's own share sheet: a name and the service's address. */
export type ShareTarget = { name: string; href: string }

const query = (params: Record<string, string>) => new URLSearchParams(params).toString()

/**
 * The services a visitor in Russia shares with, by their documented share addresses
 * (docs/decisions/0059-sharing-and-covers.md). Max has no documented share address yet: on a phone
 * the browser's own share sheet (navigator.share) offers it with every other installed app.
 */
export function shareTargets({ url, title }: SharedPage): ShareTarget[] {
  return [
    { name: 'ВКонтакте', href: `https://vk.com/share.php?${query({ url, title })}` },
    { name: 'Telegram', href: `https://t.me/share/url?${query({ url, text: title })}` },
    { name: 'WhatsApp', href: `https://wa.me/?${query({ text: `${title} ${url}` })}` },
    { name: 'Одноклассники', href: `https://connect.ok.ru/offer?${query({ url, title })}` },
  ]
}
