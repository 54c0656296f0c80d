import type { ExternalToast } from 'sonner';

type Sonner = typeof import('sonner');
type Message = Parameters<Sonner['toast']>[0];

let sonner: Promise<Sonner> | undefined;
/** sonner loads after the first paint, or with the first toast (docs/decisions.md S46). */
export const loadSonner = () => {
  sonner ??= import('sonner');
  return sonner;
};

let markMounted: () => void = () => {};
const mounted = new Promise<void>((resolve) => {
  markMounted = resolve;
});
/** Called once the app's Toaster listens: a toast sent before would be lost. */
export const toasterMounted = () => markMounted();

let wanted: () => void = () => {};
/** The app mounts its Toaster when this is called: a toast is waiting. */
export const onToastWanted = (mount: () => void) => {
  wanted = mount;
};

const show = (send: (s: Sonner) => void) => {
  wanted();
  void Promise.all([loadSonner(), mounted]).then(([s]) => send(s));
};

/** sonner's toast calls the app makes, sent once sonner and the app's Toaster are there. */
export const toast = Object.assign(
  (message: Message, data?: ExternalToast) => show((s) => s.toast(message, data)),
  {
    success: (message: Message, data?: ExternalToast) => show((s) => s.toast.success(message, data)),
    info: (message: Message, data?: ExternalToast) => show((s) => s.toast.info(message, data)),
    error: (message: Message, data?: ExternalToast) => show((s) => s.toast.error(message, data)),
  },
);
