import type cytoscape from 'cytoscape';
import { useEffect, useRef, type Dispatch, type SetStateAction } from 'react';
import type { CanvasDocument } from '../../../../shared/canvas/document';
import { arrangeCanvas } from '../../../../shared/canvas/picture';
import { arrangeIfStale } from './arrange';
import { fitCanvasView } from './use-canvas-drawing';
import type { CanvasNaming } from './use-canvas-naming';

/**
 * Where the canvas's accounts stand and what is in view: a picture laid out as a money flow
 * follows its names as they arrive (arrange.ts); `arrange` lays it out anew and `fitLater`
 * asks for the whole picture in view once the next document is drawn; `fit` fits it now.
 * `core` receives the drawing's cytoscape instance.
 */
export function useCanvasLayout(
  doc: CanvasDocument,
  setDoc: Dispatch<SetStateAction<CanvasDocument>>,
  { shown, stopLabelled }: Pick<CanvasNaming, 'shown' | 'stopLabelled'>,
) {
  const core = useRef<cytoscape.Core | null>(null);
  // A picture laid out as a money flow follows its names as they arrive (see arrange.ts).
  useEffect(() => {
    const next = arrangeIfStale(doc, shown, stopLabelled);
    if (next) setDoc(next);
  }, [doc, shown, stopLabelled, setDoc]);
  // Laid out anew (a trace, "Arrange"): the whole picture in view once it is drawn (the
  // drawing's own effect has run by now: a child's effects run before its parent's).
  const fitAfter = useRef(false);
  useEffect(() => {
    if (!fitAfter.current || !core.current) return;
    fitAfter.current = false;
    fitCanvasView(core.current);
  }, [doc]);
  const fitLater = () => {
    fitAfter.current = true;
  };
  return {
    core,
    fitLater,
    fit: () => core.current && fitCanvasView(core.current),
    arrange: () => {
      fitLater();
      setDoc((d) => arrangeCanvas(d, shown, stopLabelled));
    },
  };
}

/** Where the canvas's accounts stand and what is in view ({@link useCanvasLayout}). */
export type CanvasLayout = ReturnType<typeof useCanvasLayout>;
