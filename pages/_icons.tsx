import type { NextPage } from 'next'

import type { PageLayout } from '@/components/layout/AppShell'
import { IconSpriteView } from '@/components/static/IconSpriteView'

const IconSpritePage: NextPage & { layout: PageLayout } = () => <IconSpriteView />

// docs/spec.md#2-screens-and-routes: the sprite page has its own layout, without the site chrome.
IconSpritePage.layout = 'sprite'

export default IconSpritePage
