import { useEffect, useRef, useState } from 'react';
import { navigate, useRoute } from '../routing/use-route';
import { focusPageAfterSearch } from '../routing/focus-after-search';
import { routePath } from '../routing/routes';

/** True when a key event comes from a place where `/` is typed text, not a shortcut. */
function isTyping(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  if (!el) return false;
  return el.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(el.tagName);
}

/**
 * The global search box (`searchbox` named "Search"): `/` focuses it from anywhere, Enter
 * searches (routes to the search page, which decides what the input is) and the page it opens
 * takes the focus, Esc clears. Its text is emptied when another page shows.
 */
export function SearchBox() {
  const [text, setText] = useState('');
  const input = useRef<HTMLInputElement>(null);
  // A search's text stays while its page is the search page; any other page starts empty.
  const route = useRoute();
  const onSearchPage = route.name === 'search';
  const page = routePath(route);
  useEffect(() => {
    if (!onSearchPage) setText('');
  }, [onSearchPage, page]);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === '/' && !e.ctrlKey && !e.metaKey && !e.altKey && !isTyping(e.target)) {
        e.preventDefault();
        input.current?.focus();
        input.current?.select();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  return (
    <form
      role="search"
      className="search-box"
      onSubmit={(e) => {
        e.preventDefault();
        const q = text.trim();
        if (!q) return;
        focusPageAfterSearch();
        navigate({ name: 'search', query: q });
      }}
    >
      <input
        ref={input}
        type="search"
        aria-label="Search"
        placeholder="Address, name.ton, transaction or message hash, block (wc:shard:seqno)   /"
        value={text}
        spellCheck={false}
        autoComplete="off"
        onChange={(e) => setText(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Escape') {
            setText('');
            e.currentTarget.blur();
          }
        }}
      />
    </form>
  );
}
