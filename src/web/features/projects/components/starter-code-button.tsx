import { Code2 } from 'lucide-react';
import { useMe } from '../../../api/me.ts';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';

/** docs/decisions.md D9: the per-project Starter Code button downloads a real .zip skeleton (premium). */
export function StarterCodeButton({ projectId, title }: { projectId: string; title: string }) {
  const me = useMe();
  if (!me.data?.isPremium) {
    return (
      <Button size="sm" variant="ghost" disabled title="Upgrade to Premium">
        <Code2 className="h-4 w-4" aria-hidden /> Starter Code (Upgrade to Premium)
      </Button>
    );
  }
  return (
    <a
      href={`/api/me/projects/${encodeURIComponent(projectId)}/starter.zip`}
      download
      className={buttonClasses('ghost', 'sm')}
      aria-label={`Starter Code for ${title} (.zip)`}
    >
      <Code2 className="h-4 w-4" aria-hidden /> Starter Code
    </a>
  );
}
