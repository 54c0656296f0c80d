import { BookOpen, Code2 } from 'lucide-react';
import { useMe } from '../../../api/me.ts';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';

/**
 * docs/decisions.md D9, S84: the per-project starter download (premium): a runnable project for
 * software, a practice workbook (Markdown and PDF) for a field's practice.
 */
export function StarterCodeButton({
  projectId,
  title,
  workbook = false,
}: {
  projectId: string;
  title: string;
  workbook?: boolean;
}) {
  const me = useMe();
  const label = workbook ? 'Practice Workbook' : 'Starter Code';
  const Icon = workbook ? BookOpen : Code2;
  if (!me.data?.isPremium) {
    return (
      <Button size="sm" variant="ghost" disabled title="Upgrade to Premium">
        <Icon className="h-4 w-4" aria-hidden /> {label} (Upgrade to Premium)
      </Button>
    );
  }
  return (
    <a
      href={`/api/me/projects/${encodeURIComponent(projectId)}/starter.zip`}
      download
      className={buttonClasses('ghost', 'sm')}
      aria-label={`${label} for ${title} (.zip)`}
    >
      <Icon className="h-4 w-4" aria-hidden /> {label}
    </a>
  );
}
