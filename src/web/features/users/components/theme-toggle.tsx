import { Moon, Sun } from 'lucide-react';
import { useEffect } from 'react';
import { useMe } from '../../../api/me.ts';
import { Button } from '../../../components/ui/button.tsx';
import { useUpdateSettings } from '../api/update-settings.ts';

/** Keeps the root element's "dark" class in step with the user's stored setting (on by default). */
export function useThemeSync() {
  const me = useMe();
  const dark = me.data?.darkMode ?? true;
  useEffect(() => {
    document.documentElement.classList.toggle('dark', dark);
  }, [dark]);
}

export function ThemeToggle() {
  const me = useMe();
  const update = useUpdateSettings();
  const dark = me.data?.darkMode ?? true;
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-label={dark ? 'Switch to light mode' : 'Switch to dark mode'}
      disabled={!me.data}
      onClick={() => update.mutate({ darkMode: !dark })}
    >
      {dark ? <Sun className="h-5 w-5" aria-hidden /> : <Moon className="h-5 w-5" aria-hidden />}
    </Button>
  );
}
