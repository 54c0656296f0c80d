// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ResumeDropzoneArea as ResumeDropzone } from './resume-dropzone-area.tsx';

afterEach(cleanup);

const MB = 1024 * 1024;

function choose(file: File) {
  fireEvent.change(screen.getByLabelText('Resume file'), { target: { files: [file] } });
}

describe('ResumeDropzone', () => {
  it('tells the user what it takes', () => {
    render(<ResumeDropzone file={null} onFile={() => {}} />);
    expect(screen.getByText('Drag and drop your resume, or click to choose')).toBeTruthy();
    expect(screen.getByText('.pdf, .doc, .docx or .txt, up to 5MB')).toBeTruthy();
  });

  it.each([
    ['resume.pdf', 'application/pdf'],
    ['resume.doc', 'application/msword'],
    ['resume.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ['resume.txt', 'text/plain'],
  ])('accepts %s', async (name, type) => {
    const onFile = vi.fn();
    render(<ResumeDropzone file={null} onFile={onFile} />);
    const file = new File(['Jordan Lee, backend developer'], name, { type });
    choose(file);
    await waitFor(() => expect(onFile).toHaveBeenCalledWith(file));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('refuses another type and says which file and why', async () => {
    const onFile = vi.fn();
    render(<ResumeDropzone file={null} onFile={onFile} />);
    choose(new File(['png'], 'photo.png', { type: 'image/png' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      '"photo.png" is not a PDF, DOC, DOCX or TXT file.',
    );
    expect(onFile).not.toHaveBeenCalled();
  });

  it('refuses a file over 5 MB and takes one of exactly 5 MB', async () => {
    const onFile = vi.fn();
    render(<ResumeDropzone file={null} onFile={onFile} />);
    choose(new File([new Uint8Array(5 * MB + 1)], 'big.pdf', { type: 'application/pdf' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      '"big.pdf" is over 5 MB. Choose a smaller file.',
    );
    expect(onFile).not.toHaveBeenCalled();

    const fits = new File([new Uint8Array(5 * MB)], 'fits.pdf', { type: 'application/pdf' });
    choose(fits);
    await waitFor(() => expect(onFile).toHaveBeenCalledWith(fits));
    // a good file clears the refusal
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the chosen file with its size, and removes it', () => {
    const onFile = vi.fn();
    const file = new File([new Uint8Array(1.5 * MB)], 'jordan-lee.pdf', { type: 'application/pdf' });
    render(<ResumeDropzone file={file} onFile={onFile} />);
    expect(screen.getByText('jordan-lee.pdf')).toBeTruthy();
    expect(screen.getByText('1.50 MB')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove jordan-lee.pdf' }));
    expect(onFile).toHaveBeenCalledWith(null);
  });
});
