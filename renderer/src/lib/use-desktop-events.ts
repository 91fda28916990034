import { useEffect, useState } from 'react';
import type { OpenedItem } from '../../../shared/desktop/opened-file';
import type { Network } from '../../../shared/profiles';
import { navigate } from '../routing/use-route';
import { useUiStore } from '../stores/ui-store';
import { errorGuidance } from './errors';
import { useOpenedBoc } from '../stores/opened-boc';
import { importCase } from '../api/cases';
import { onDesktopEvents } from '../api/desktop';
import { importLabels } from '../api/labels';

/** Focuses the global search box (the `/` key does the same). */
function focusSearch(): void {
  const input = document.querySelector<HTMLInputElement>('form[role="search"] input');
  input?.focus();
  input?.select();
}

/**
 * Carries out what the desktop app's main process hands the window: files and links from the
 * OS (the queue of a launch, then `app:open` events) and menu commands (`app:command`). A
 * `.boc` goes to Send's input, a labels or case file is imported with the call the Labels and
 * Cases pages' buttons make, an explorer link opens its page. Returns the last outcome's
 * message for the window to show (null: nothing to say), and a way to dismiss it.
 */
export function useDesktopEvents(network: Network | null): [string | null, () => void] {
  const [notice, setNotice] = useState<string | null>(null);

  useEffect(() => {
    if (!network) return;
    const open = async (item: OpenedItem) => {
      switch (item.kind) {
        case 'page':
          navigate(item.target);
          if (item.network !== network)
            setNotice(`The link is to ${item.network}; the active profile is on ${network}.`);
          return;
        case 'send':
          useOpenedBoc.getState().set(item.boc);
          navigate({ name: 'send' });
          return;
        case 'refused':
          setNotice(item.message);
          return;
        case 'labels':
          navigate({ name: 'labels' });
          try {
            const r = await importLabels({
              network,
              format: item.format,
              fileName: item.fileName,
              text: item.text,
            });
            setNotice(
              `${item.fileName}: ${r.added} labels added, ${r.updated} updated, ${r.unchanged} unchanged.`,
            );
          } catch (err) {
            setNotice(`${item.fileName}: ${errorGuidance(err).detail}`);
          }
          return;
        case 'case':
          try {
            const r = await importCase({ network, text: item.text });
            navigate({ name: 'case', id: r.case.id });
            setNotice(`Imported “${r.case.name}” with ${r.case.itemCount} items.`);
          } catch (err) {
            navigate({ name: 'cases' });
            setNotice(`${item.fileName}: ${errorGuidance(err).detail}`);
          }
          return;
      }
    };
    return onDesktopEvents(open, (command) => {
      if (command === 'search') focusSearch();
      else useUiStore.getState().toggleTheme();
    });
  }, [network]);

  return [notice, () => setNotice(null)];
}
