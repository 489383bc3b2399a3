import '@testing-library/jest-dom'

import { installDialogPolyfill } from './dialogPolyfill'

installDialogPolyfill(window)
