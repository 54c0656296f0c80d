import { FileText, X } from 'lucide-react';
import { useState } from 'react';
import { type FileRejection, useDropzone } from 'react-dropzone';
import { RESUME_MAX_BYTES } from '../../../../shared/constants.ts';
import { cn } from '../../../lib/cn.ts';
import { DROPZONE_CLASSES, DropzoneFace, formatMb, type ResumeDropzoneProps } from './resume-dropzone.tsx';

/** docs/product.md §5: PDF, DOC, DOCX or TXT, 5 MB at most; only the first file is used. */
const RESUME_ACCEPT = {
  'application/pdf': ['.pdf'],
  'application/msword': ['.doc'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['.docx'],
  'text/plain': ['.txt'],
};

function rejectionMessage(rejection: FileRejection): string {
  const code = rejection.errors[0]?.code;
  if (code === 'file-too-large') return `"${rejection.file.name}" is over 5 MB. Choose a smaller file.`;
  if (code === 'file-invalid-type') return `"${rejection.file.name}" is not a PDF, DOC, DOCX or TXT file.`;
  return `"${rejection.file.name}" cannot be used: ${rejection.errors[0]?.message ?? 'unknown problem'}.`;
}

/** Drag and drop or click to choose a resume; tells the user why a file was refused. */
export function ResumeDropzoneArea({ file, onFile, disabled = false }: ResumeDropzoneProps) {
  const [rejection, setRejection] = useState<string | null>(null);
  const { getRootProps, getInputProps, isDragActive } = useDropzone({
    accept: RESUME_ACCEPT,
    maxSize: RESUME_MAX_BYTES,
    multiple: false,
    disabled,
    onDrop: (accepted, rejected) => {
      const first = accepted[0];
      if (first) {
        setRejection(null);
        onFile(first);
      } else if (rejected[0]) {
        setRejection(rejectionMessage(rejected[0]));
      }
    },
  });
  return (
    <div className="space-y-2">
      <div
        {...getRootProps()}
        className={cn(
          DROPZONE_CLASSES,
          isDragActive
            ? 'border-teal-500 bg-teal-50 dark:bg-teal-950/30'
            : 'border-slate-300 hover:border-teal-500 dark:border-slate-700',
          disabled && 'cursor-not-allowed opacity-60',
        )}
      >
        <input {...getInputProps()} aria-label="Resume file" />
        <DropzoneFace dragging={isDragActive} />
      </div>
      {rejection ? (
        <p role="alert" className="text-sm text-red-600 dark:text-red-400">
          {rejection}
        </p>
      ) : null}
      {file ? (
        <div className="flex items-center gap-3 rounded-lg border border-slate-200 p-3 dark:border-slate-800">
          <FileText className="h-5 w-5 text-teal-500" aria-hidden />
          <div className="min-w-0 flex-1">
            <p className="truncate text-sm font-medium">{file.name}</p>
            <p className="text-xs text-slate-600 dark:text-slate-400">{formatMb(file.size)}</p>
          </div>
          <button
            type="button"
            className="rounded p-1 hover:bg-slate-100 dark:hover:bg-slate-800"
            aria-label={`Remove ${file.name}`}
            onClick={() => onFile(null)}
          >
            <X className="h-4 w-4" aria-hidden />
          </button>
        </div>
      ) : null}
    </div>
  );
}
