import { MessageCircle } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';

const ChatPanel = lazy(() => import('./chat-panel.tsx').then((m) => ({ default: m.ChatPanel })));

/** docs/product.md §2 Layout: a floating launcher at bottom-right that opens the chat panel. */
export function ChatLauncher() {
  const [state, setState] = useState<'closed' | 'open' | 'minimized'>('closed');
  const launcherRef = useRef<HTMLButtonElement>(null);
  // focus goes back to the launcher, the panel's opener, when the panel closes or minimizes
  const leave = (next: 'closed' | 'minimized') => {
    setState(next);
    requestAnimationFrame(() => launcherRef.current?.focus());
  };
  if (state === 'open') {
    return (
      <Suspense fallback={null}>
        <ChatPanel onClose={() => leave('closed')} onMinimize={() => leave('minimized')} />
      </Suspense>
    );
  }
  return (
    <button
      ref={launcherRef}
      type="button"
      onClick={() => setState('open')}
      aria-label={
        state === 'minimized' ? 'Career Assistant (restore)' : 'Ask Waymark (open the career assistant)'
      }
      className="fixed right-4 bottom-4 z-40 inline-flex items-center gap-2 rounded-full bg-teal-700 px-4 py-3 font-medium text-white shadow-lg hover:bg-teal-800"
    >
      <MessageCircle className="h-5 w-5" aria-hidden />
      {state === 'minimized' ? (
        'Career Assistant'
      ) : (
        <span className="sr-only sm:not-sr-only">Ask Waymark</span>
      )}
    </button>
  );
}
