import type { ElementType } from 'react'
import { IconButton, useController, useLoseFocus, type Label } from 'yet-another-react-lightbox'

import { ActualSizeIcon, FitScreenIcon, RotateIcon, ZoomInIcon, ZoomOutIcon } from './icons'
import { useView } from './ViewPlugin'

type ControlProps = {
  label: Label
  icon: ElementType
  disabled: boolean
  onClick: () => void
}

function Control({ label, icon, disabled, onClick }: ControlProps) {
  // A control that becomes disabled under the keyboard focus (zoom in at 3×) hands focus to the
  // lightbox, so the focus never drops to the page behind it.
  const focusHandlers = useLoseFocus(useController().focus, disabled)
  return <IconButton label={label} icon={icon} disabled={disabled} onClick={onClick} {...focusHandlers} />
}

/** The toolbar's zoom, rotate and resize controls (docs/spec.md#2-screens-and-routes "Image lightbox"). */
export function ViewControls() {
  const { current, zoomBy, rotate, resize } = useView()
  return (
    <>
      <Control label="Zoom in" icon={ZoomInIcon} disabled={!current?.canZoomIn} onClick={() => zoomBy(1)} />
      <Control label="Zoom out" icon={ZoomOutIcon} disabled={!current?.canZoomOut} onClick={() => zoomBy(-1)} />
      <Control label="Rotate" icon={RotateIcon} disabled={!current} onClick={rotate} />
      <Control
        label={current?.fitted === false ? 'Fit to screen' : 'Actual size'}
        icon={current?.fitted === false ? FitScreenIcon : ActualSizeIcon}
        disabled={!current}
        onClick={resize}
      />
    </>
  )
}
