import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether the element has come near the screen (once true, it stays true): a gallery of dozens of
 * cards reads each e-mail's HTML only when its card is about to be seen. Without IntersectionObserver
 * (an old browser, jsdom) everything counts as visible.
 */
export function useVisible(ref: RefObject<Element | null>, rootMargin = '200px'): boolean {
  const [visible, setVisible] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (visible || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setVisible(true);
          observer.disconnect();
        }
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, rootMargin, visible]);
  return visible;
}

/** The element's width as laid out now (0 until measured), following resizes. */
export function useWidth(ref: RefObject<Element | null>): number {
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    setWidth(element.getBoundingClientRect().width);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver((entries) => {
      const entry = entries[0];
      if (entry) setWidth(entry.contentRect.width);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}
