import { type ComponentType, lazy } from 'react';
import type { DialogProps } from './dialog-content.tsx';
import { WhenOpened } from './when-opened.tsx';

export type { DialogProps } from './dialog-content.tsx';

let Loaded: ComponentType<DialogProps> | null = null;

/** Loads the Radix dialog; once loaded, dialogs render at once, without a suspended first frame. */
export const preloadDialog = () =>
  import('./dialog-content.tsx').then((m) => {
    Loaded = m.DialogContent;
    return { default: m.DialogContent };
  });

const LazyContent = lazy(preloadDialog);

/** An accessible modal (Radix, in dialog-content.tsx), whose code loads when it first opens. */
export function Dialog(props: DialogProps) {
  const Content = Loaded ?? LazyContent;
  return (
    <WhenOpened open={props.open}>
      <Content {...props} />
    </WhenOpened>
  );
}
