import { Upload } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { cn } from '../../../lib/cn.ts';

// react-dropzone loads just after the page's first paint (docs/decisions.md S46); until then the
// same box is drawn, so nothing moves when it arrives
const ResumeDropzoneArea = lazy(() =>
  import('./resume-dropzone-area.tsx').then((m) => ({ default: m.ResumeDropzoneArea })),
);

/** docs/product.md §2 Resume: the file size in MB. */
export function formatMb(bytes: number): string {
  const mb = bytes / 1024 / 1024;
  return mb < 0.01 ? '< 0.01 MB' : `${mb.toFixed(2)} MB`;
}

export const DROPZONE_CLASSES =
  'flex cursor-pointer flex-col items-center justify-center gap-2 rounded-xl border-2 border-dashed p-8 text-center transition-colors';

/** What the drop area says, the same while it loads and once it works. */
export function DropzoneFace({ dragging = false }: { dragging?: boolean }) {
  return (
    <>
      <Upload className="h-8 w-8 text-teal-500" aria-hidden />
      <p className="font-medium">
        {dragging ? 'Drop your resume here' : 'Drag and drop your resume, or click to choose'}
      </p>
      <p className="text-sm text-slate-600 dark:text-slate-400">.pdf, .doc, .docx or .txt, up to 5MB</p>
    </>
  );
}

export interface ResumeDropzoneProps {
  file: File | null;
  onFile: (file: File | null) => void;
  disabled?: boolean;
}

/** Drag and drop or click to choose a resume (resume-dropzone-area.tsx). */
export function ResumeDropzone(props: ResumeDropzoneProps) {
  return (
    <Suspense
      fallback={
        <div className="space-y-2">
          <div className={cn(DROPZONE_CLASSES, 'border-slate-300 dark:border-slate-700')}>
            <DropzoneFace />
          </div>
        </div>
      }
    >
      <ResumeDropzoneArea {...props} />
    </Suspense>
  );
}
