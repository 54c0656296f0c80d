import Markdown from 'react-markdown';

/** Model output as Markdown, never as raw HTML (react-markdown skips HTML without rehype-raw). */
export function ChatMarkdown({ text }: { text: string }) {
  return (
    <div className="space-y-2 break-words [&_a]:text-teal-700 [&_a]:underline dark:[&_a]:text-teal-300 [&_li]:ml-4 [&_ol]:list-decimal [&_ul]:list-disc">
      <Markdown
        skipHtml
        components={{
          a: ({ href, children }) => (
            <a href={href} target="_blank" rel="noopener noreferrer nofollow">
              {children}
            </a>
          ),
        }}
      >
        {text}
      </Markdown>
    </div>
  );
}
