import {
  LOCALE_NAMES,
  LOCALES,
  type Locale,
  PRODUCT_CSV_COLUMNS,
  type ProductCsvColumn,
  type TranslationCsvColumn,
} from '@mall/contract';

type BaseColumn = Exclude<ProductCsvColumn, TranslationCsvColumn>;
type BaseWords = { columns: Record<BaseColumn, string>; onSale: string; offSale: string; options: string };
type Words = { columns: Record<ProductCsvColumn, string>; onSale: string; offSale: string };

/** Column titles and sale states in the merchant's language (the spreadsheet is read and edited by people). */
const BASE_WORDS: Record<Locale, BaseWords> = {
  en: {
    columns: {
      productId: 'Product ID',
      skuId: 'SKU ID',
      name: 'Product name',
      categoryId: 'Category ID',
      category: 'Category (not imported)',
      attr1: 'Attribute 1',
      value1: 'Value 1',
      attr2: 'Attribute 2',
      value2: 'Value 2',
      attr3: 'Attribute 3',
      value3: 'Value 3',
      price: 'Price',
      otPrice: 'Original price',
      stock: 'Stock',
      stockExported: 'Stock when exported (do not edit)',
      exportId: 'Export (do not edit)',
      version: 'Version (do not edit)',
      weight: 'Weight (kg)',
      status: 'Status',
      images: 'Pictures',
    },
    onSale: 'On sale',
    offSale: 'Off sale',
    options: 'Options',
  },
  'zh-CN': {
    columns: {
      productId: '商品ID',
      skuId: 'SKU ID',
      name: '商品名称',
      categoryId: '分类ID',
      category: '分类（不导入）',
      attr1: '规格1',
      value1: '规格值1',
      attr2: '规格2',
      value2: '规格值2',
      attr3: '规格3',
      value3: '规格值3',
      price: '售价',
      otPrice: '原价',
      stock: '库存',
      stockExported: '导出时库存（请勿修改）',
      exportId: '导出编号（请勿修改）',
      version: '版本（请勿修改）',
      weight: '重量（千克）',
      status: '状态',
      images: '图片',
    },
    onSale: '上架',
    offSale: '下架',
    options: '规格',
  },
  fr: {
    columns: {
      productId: 'ID du produit',
      skuId: 'ID de la variante',
      name: 'Nom du produit',
      categoryId: 'ID de la catégorie',
      category: 'Catégorie (non importée)',
      attr1: 'Attribut 1',
      value1: 'Valeur 1',
      attr2: 'Attribut 2',
      value2: 'Valeur 2',
      attr3: 'Attribut 3',
      value3: 'Valeur 3',
      price: 'Prix',
      otPrice: 'Prix d’origine',
      stock: 'Stock',
      stockExported: 'Stock à l’export (ne pas modifier)',
      exportId: 'Export (ne pas modifier)',
      version: 'Version (ne pas modifier)',
      weight: 'Poids (kg)',
      status: 'Statut',
      images: 'Images',
    },
    onSale: 'En vente',
    offSale: 'Hors vente',
    options: 'Options',
  },
  th: {
    columns: {
      productId: 'รหัสสินค้า',
      skuId: 'รหัส SKU',
      name: 'ชื่อสินค้า',
      categoryId: 'รหัสหมวดหมู่',
      category: 'หมวดหมู่ (ไม่นำเข้า)',
      attr1: 'คุณสมบัติ 1',
      value1: 'ค่า 1',
      attr2: 'คุณสมบัติ 2',
      value2: 'ค่า 2',
      attr3: 'คุณสมบัติ 3',
      value3: 'ค่า 3',
      price: 'ราคา',
      otPrice: 'ราคาเดิม',
      stock: 'สต็อก',
      stockExported: 'สต็อกตอนส่งออก (ห้ามแก้ไข)',
      exportId: 'รหัสการส่งออก (ห้ามแก้ไข)',
      version: 'เวอร์ชัน (ห้ามแก้ไข)',
      weight: 'น้ำหนัก (กก.)',
      status: 'สถานะ',
      images: 'รูปภาพ',
    },
    onSale: 'วางขาย',
    offSale: 'ไม่วางขาย',
    options: 'ตัวเลือก',
  },
  lo: {
    columns: {
      productId: 'ລະຫັດສິນຄ້າ',
      skuId: 'ລະຫັດ SKU',
      name: 'ຊື່ສິນຄ້າ',
      categoryId: 'ລະຫັດໝວດໝູ່',
      category: 'ໝວດໝູ່ (ບໍ່ນຳເຂົ້າ)',
      attr1: 'ຄຸນສົມບັດ 1',
      value1: 'ຄ່າ 1',
      attr2: 'ຄຸນສົມບັດ 2',
      value2: 'ຄ່າ 2',
      attr3: 'ຄຸນສົມບັດ 3',
      value3: 'ຄ່າ 3',
      price: 'ລາຄາ',
      otPrice: 'ລາຄາເດີມ',
      stock: 'ສະຕັອກ',
      stockExported: 'ສະຕັອກຕອນສົ່ງອອກ (ຢ່າແກ້ໄຂ)',
      exportId: 'ລະຫັດການສົ່ງອອກ (ຢ່າແກ້ໄຂ)',
      version: 'ເວີຊັນ (ຢ່າແກ້ໄຂ)',
      weight: 'ນ້ຳໜັກ (ກິໂລ)',
      status: 'ສະຖານະ',
      images: 'ຮູບພາບ',
    },
    onSale: 'ວາງຂາຍ',
    offSale: 'ບໍ່ວາງຂາຍ',
    options: 'ຕົວເລືອກ',
  },
  es: {
    columns: {
      productId: 'ID del producto',
      skuId: 'ID de la variante',
      name: 'Nombre del producto',
      categoryId: 'ID de la categoría',
      category: 'Categoría (no se importa)',
      attr1: 'Atributo 1',
      value1: 'Valor 1',
      attr2: 'Atributo 2',
      value2: 'Valor 2',
      attr3: 'Atributo 3',
      value3: 'Valor 3',
      price: 'Precio',
      otPrice: 'Precio original',
      stock: 'Stock',
      stockExported: 'Stock al exportar (no modificar)',
      exportId: 'Exportación (no modificar)',
      version: 'Versión (no modificar)',
      weight: 'Peso (kg)',
      status: 'Estado',
      images: 'Imágenes',
    },
    onSale: 'En venta',
    offSale: 'No a la venta',
    options: 'Opciones',
  },
};

/** The translation columns' titles: "Product name (Français)", "Options (ไทย)", in the merchant's language. */
function withTranslations(words: BaseWords): Words {
  const columns = { ...words.columns } as Record<ProductCsvColumn, string>;
  for (const locale of LOCALES) {
    columns[`name.${locale}`] = `${words.columns.name} (${LOCALE_NAMES[locale]})`;
    columns[`options.${locale}`] = `${words.options} (${LOCALE_NAMES[locale]})`;
  }
  return { columns, onSale: words.onSale, offSale: words.offSale };
}

export const PRODUCT_CSV_WORDS = Object.fromEntries(
  LOCALES.map((locale) => [locale, withTranslations(BASE_WORDS[locale])]),
) as Record<Locale, Words>;

const fold = (text: string) => text.trim().toLocaleLowerCase().replace(/\s+/g, ' ');

/** A header title of any language (or the column's key) to its column; null for a column the import does not know. */
const TITLES = new Map<string, ProductCsvColumn>();
for (const column of PRODUCT_CSV_COLUMNS) {
  TITLES.set(fold(column), column);
  for (const locale of LOCALES) TITLES.set(fold(PRODUCT_CSV_WORDS[locale].columns[column]), column);
}
export const columnOfTitle = (title: string): ProductCsvColumn | null => TITLES.get(fold(title)) ?? null;

/** A status cell of any language: true on sale, false off sale, undefined when it is neither. */
export function saleStateOf(text: string): boolean | undefined {
  const value = fold(text);
  for (const locale of LOCALES) {
    if (value === fold(PRODUCT_CSV_WORDS[locale].onSale)) return true;
    if (value === fold(PRODUCT_CSV_WORDS[locale].offSale)) return false;
  }
  if (['true', '1', 'yes'].includes(value)) return true;
  if (['false', '0', 'no'].includes(value)) return false;
  return undefined;
}
