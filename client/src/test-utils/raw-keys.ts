/** Text on the page that is a catalogue key shown instead of its words ("info.title", "plan.features.unlimited"). */
export function rawKeysOnPage(root: ParentNode = document.body): string[] {
  const walker = document.createTreeWalker(root as Node, NodeFilter.SHOW_TEXT);
  const found: string[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    // A person's own text (a file name such as "cafe.jpg") is shown as typed, isolated with dir="auto".
    if (node.parentElement?.closest('[dir="auto"]')) continue;
    const text = node.textContent?.trim() ?? "";
    if (/^[a-z][a-zA-Z]*(\.[a-zA-Z_]+)+$/.test(text)) found.push(text);
  }
  for (const element of (root as Element).querySelectorAll?.("[aria-label],[title],[placeholder]") ?? []) {
    for (const name of ["aria-label", "title", "placeholder"]) {
      const value = element.getAttribute(name) ?? "";
      if (/^[a-z][a-zA-Z]*(\.[a-zA-Z_]+)+$/.test(value)) found.push(value);
    }
  }
  return found;
}
