import { categories } from '../schema';
import { COLOURS } from './attributes';
import { type Executor, insertRows, reserveIds } from './bulk-insert';
import { CATALOG } from './catalog';
import type { ChildCategory, TopCategory } from './catalog-types';
import type { ImageStore } from './images/image-store';
import { categoryIconSvg } from './images/product-image';

export type ChildRef = { id: number; topId: number; top: TopCategory; child: ChildCategory };
export type CatalogRefs = { tops: Map<string, number>; children: Map<string, ChildRef> };

const hex = (key: string) => COLOURS[key]?.hex ?? '#888888';

/** Inserts the platform category tree with translated names and a 48x48 icon per category. */
export async function seedCategories(db: Executor, images: ImageStore): Promise<CatalogRefs> {
  const childCount = CATALOG.reduce((sum, top) => sum + top.children.length, 0);
  const ids = await reserveIds(db, categories, CATALOG.length + childCount);
  let next = 0;
  const rows: (typeof categories.$inferInsert)[] = [];
  const refs: CatalogRefs = { tops: new Map(), children: new Map() };
  CATALOG.forEach((top, topIndex) => {
    const topId = ids[next++] as number;
    const first = top.children[0] as ChildCategory;
    // A top category shows the pictogram of its first child, in a stronger tint of its own colour.
    const icon = images.add(`cat-${top.key}.svg`, () =>
      categoryIconSvg(first.shape, hex(first.palette[0] ?? 'grey'), top.tint),
    );
    rows.push({ id: topId, parentId: 0, name: top.name, names: top.names, icon, sort: topIndex + 1, visible: true });
    refs.tops.set(top.key, topId);
    top.children.forEach((child, childIndex) => {
      const id = ids[next++] as number;
      const childIcon = images.add(`cat-${child.key}.svg`, () =>
        categoryIconSvg(child.shape, hex(child.palette[0] ?? 'grey'), top.tint),
      );
      rows.push({
        id,
        parentId: topId,
        name: child.name,
        names: child.names,
        icon: childIcon,
        sort: childIndex + 1,
        visible: true,
      });
      refs.children.set(child.key, { id, topId, top, child });
    });
  });
  await insertRows(db, categories, rows);
  return refs;
}
