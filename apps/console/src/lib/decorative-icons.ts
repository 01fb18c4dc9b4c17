/** The controls an icon may stand in: a button, a link, a menu entry, a tab, a pager item. */
const CONTROL = 'button, a, [role="button"], [role="menuitem"], [role="tab"], [role="option"], li[tabindex]';

/**
 * Ant Design's icons name themselves by their English file name (`role="img" aria-label="dashboard"`), its own ones
 * too (a select's "down", a tab's "ellipsis"): a screen reader on a Thai or French console read "dashboard
 * แดชบอร์ด", "down", "global" (audit AX17). An icon beside a text, or on its own outside a control, is decoration:
 * it is hidden from screen readers. An icon the console named in its language keeps its name (its label is not the
 * file name), and so does one that is a control's only content (hiding it would leave the control nameless; those
 * are named where the console draws them, see antd-icons.tsx).
 */
export function hideDecorativeIcons(root: ParentNode): void {
  for (const icon of root.querySelectorAll<HTMLElement>('.anticon[role="img"][aria-label]')) {
    const label = icon.getAttribute('aria-label') ?? '';
    if (!icon.classList.contains(`anticon-${label}`)) continue;
    const control = icon.closest(CONTROL);
    if (control && !(control.textContent ?? '').trim() && !control.getAttribute('aria-label')) continue;
    icon.setAttribute('aria-hidden', 'true');
  }
}

/** Keeps the console's icons, and those Ant Design adds later (menus, drawers, pickers in portals), as above. */
export function watchDecorativeIcons(root: HTMLElement): () => void {
  hideDecorativeIcons(root);
  const observer = new MutationObserver((records) => {
    for (const record of records)
      for (const node of record.addedNodes)
        if (node instanceof HTMLElement) hideDecorativeIcons(node.parentElement ?? node);
  });
  observer.observe(root, { childList: true, subtree: true });
  return () => observer.disconnect();
}
