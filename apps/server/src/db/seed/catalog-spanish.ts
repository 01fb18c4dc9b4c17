import type { Locale } from '@mall/contract';
import type { LocalWords } from './catalog-types';

/**
 * Spanish product words per child category, as shops in Madrid or Mexico City name their goods (the noun first, then
 * what sells it), and the Spanish names of colours, attributes and plain values. The demo writes no product in
 * Spanish; these give the translations of the products (product-translations.ts) their sixth language.
 */
export const SPANISH_WORDS: Record<string, LocalWords> = {
  phones: {
    nouns: ['Smartphone 5G', 'Teléfono móvil'],
    tails: ['batería de larga duración', 'triple cámara', 'doble SIM', 'pantalla AMOLED de 6,7 pulgadas'],
  },
  headphones: {
    nouns: ['Auriculares inalámbricos', 'Cascos Bluetooth'],
    tails: ['con cancelación de ruido', 'plegables', 'sonido de alta resolución', '40 h de autonomía'],
  },
  watches: {
    nouns: ['Reloj inteligente', 'Reloj deportivo GPS'],
    tails: ['con pulsómetro', 'resistente al agua', 'con pantalla AMOLED'],
  },
  laptops: {
    nouns: ['Portátil', 'Ordenador portátil'],
    tails: ['ultrafino de 14 pulgadas', 'con pantalla táctil', 'con teclado retroiluminado'],
  },
  dresses: {
    nouns: ['Vestido de flores', 'Vestido cruzado', 'Vestido largo'],
    tails: ['de lino lavado', 'de corte fluido', 'de viscosa ligera'],
  },
  tops: { nouns: ['Blusa', 'Camisa de mujer'], tails: ['de seda', 'con volantes', 'de algodón orgánico'] },
  silk: {
    nouns: ['Pañuelo de seda', 'Fular de seda'],
    tails: ['con estampado floral', 'tejido a mano', 'de seda natural'],
  },
  handbags: { nouns: ['Bolso de piel', 'Bolso shopper'], tails: ['de piel suave', 'hecho a mano', 'con bandolera'] },
  jewellery: {
    nouns: ['Collar con colgante', 'Pendientes'],
    tails: ['de cristal tallado', 'de cadena fina', 'hechos a mano'],
  },
  tshirts: {
    nouns: ['Camiseta de cuello redondo', 'Camiseta básica'],
    tails: ['de algodón orgánico', 'de corte recto'],
  },
  jackets: { nouns: ['Chaqueta impermeable', 'Plumífero ligero'], tails: ['con capucha', 'de corte entallado'] },
  sneakers: { nouns: ['Zapatillas bajas', 'Zapatillas de lona'], tails: ['con suela de goma', 'de estilo retro'] },
  'leather-shoes': {
    nouns: ['Zapatos de piel', 'Mocasines de ante'],
    tails: ['con suela de cuero', 'de fabricación artesanal'],
  },
  lamps: {
    nouns: ['Lámpara de mesita', 'Lámpara de sobremesa', 'Lámpara de pie'],
    tails: ['con pantalla de lino', 'de luz cálida', 'de estilo nórdico'],
  },
  candles: {
    nouns: ['Vela aromática', 'Vela artesanal', 'Vela perfumada de lavanda'],
    tails: ['de cera de soja', 'vertida a mano', 'con mecha de madera'],
  },
  mugs: { nouns: ['Taza de gres', 'Taza de cerámica'], tails: ['esmaltada a mano', 'apta para lavavajillas'] },
  cookware: { nouns: ['Sartén', 'Salteadora'], tails: ['antiadherente', 'de hierro fundido', 'apta para inducción'] },
  bedding: { nouns: ['Juego de cama', 'Almohada'], tails: ['de lino lavado', 'de percal de algodón'] },
  plants: {
    nouns: ['Planta de interior', 'Monstera en maceta'],
    tails: ['de fácil cuidado', 'con macetero de cerámica'],
  },
  skincare: {
    nouns: ['Crema hidratante', 'Crema de noche'],
    tails: ['con ácido hialurónico', 'para pieles sensibles'],
  },
  lipstick: {
    nouns: ['Barra de labios mate', 'Pintalabios satinado'],
    tails: ['de larga duración', 'enriquecido con aceites'],
  },
  perfume: { nouns: ['Eau de parfum', 'Agua de colonia'], tails: ['de notas florales', 'en frasco vaporizador'] },
  coffee: { nouns: ['Café en grano', 'Café molido'], tails: ['100 % arábica', 'tostado artesanal', 'ecológico'] },
  snacks: { nouns: ['Galletas de mantequilla', 'Pastas de té'], tails: ['receta tradicional', 'con mantequilla pura'] },
  fruit: {
    nouns: ['Manzanas de temporada', 'Manzanas ecológicas'],
    tails: ['crujientes y dulces', 'directas del huerto'],
  },
  honey: { nouns: ['Miel de romero', 'Miel de flores silvestres'], tails: ['de la Alcarria', 'cosechada a mano'] },
  running: {
    nouns: ['Zapatillas de running', 'Zapatillas de trail'],
    tails: ['con amortiguación reactiva', 'de malla transpirable'],
  },
  fitness: {
    nouns: ['Mancuernas ajustables', 'Set de mancuernas'],
    tails: ['con revestimiento de goma', 'para entrenar en casa'],
  },
  camping: { nouns: ['Tienda de campaña', 'Tienda iglú'], tails: ['impermeable', 'de montaje rápido'] },
  cycling: {
    nouns: ['Bicicleta de ciudad', 'Bicicleta de carretera'],
    tails: ['con cuadro de aluminio', 'de 21 velocidades'],
  },
  yoga: { nouns: ['Esterilla de yoga', 'Esterilla de ejercicio'], tails: ['antideslizante', 'de caucho natural'] },
  fiction: {
    nouns: ['Novela policíaca', 'Novela histórica'],
    tails: ['edición de bolsillo', 'premio de los lectores', 'gran formato'],
  },
  'board-games': {
    nouns: ['Juego de mesa', 'Juego de cartas'],
    tails: ['para toda la familia', 'a partir de 8 años', 'cooperativo'],
  },
  // Audit FS12: the categories whose products had no Spanish (nor French) translation.
  cameras: {
    nouns: ['Cámara sin espejo', 'Cámara digital'],
    tails: ['compacta de viaje', 'con vídeo 4K', 'ideal para vlogs'],
  },
  speakers: {
    nouns: ['Altavoz Bluetooth', 'Altavoz portátil'],
    tails: ['resistente al agua', 'con graves potentes', 'con sonido 360 grados'],
  },
  backpacks: { nouns: ['Mochila', 'Mochila de viaje'], tails: ['impermeable', 'antirrobo', 'para portátil'] },
  caps: { nouns: ['Gorra', 'Gorra de béisbol'], tails: ['de algodón lavado', 'de secado rápido', 'ajustable'] },
  haircare: { nouns: ['Champú', 'Acondicionador'], tails: ['sin sulfatos', 'con aceite de argán', 'anticaspa'] },
  rice: {
    nouns: ['Arroz jazmín', 'Arroz basmati'],
    tails: ['de calidad superior', 'ecológico', 'de la última cosecha'],
  },
  balls: {
    nouns: ['Balón de fútbol', 'Balón de baloncesto', 'Balón de voleibol'],
    tails: ['de tamaño oficial', 'para interior y exterior', 'de entrenamiento'],
  },
  'kids-books': {
    nouns: ['Libro infantil', 'Cuento ilustrado'],
    tails: ['para antes de dormir', 'para aprender a leer', 'con solapas'],
  },
  plush: { nouns: ['Oso de peluche', 'Peluche'], tails: ['muy suave', 'gigante', 'clásico'] },
  blocks: {
    nouns: ['Juego de construcción', 'Bloques de construcción'],
    tails: ['ciudad creativa', 'estación espacial', 'castillo medieval'],
  },
};

/** The words of a Spanish name, lower-case, without the little ones ("de", "con") that every name repeats. */
function contentWords(text: string): string[] {
  return text
    .toLocaleLowerCase('es')
    .split(/\s+/)
    .filter((word) => word.length > 3);
}

/**
 * The tails a noun may take: not one that says the noun's own last word again ("Fular de seda" and "de seda natural"
 * made "Fular de seda de seda natural", "Galletas de mantequilla con mantequilla pura"; audit FS9).
 */
export function spanishTails(noun: string, tails: string[]): string[] {
  const last = contentWords(noun).at(-1);
  const fitting = last ? tails.filter((tail) => !contentWords(tail).includes(last)) : tails;
  return fitting.length > 0 ? fitting : tails;
}

/** Colour keys (attributes.ts) to their Spanish names. */
export const SPANISH_COLOURS: Record<string, string> = {
  black: 'Negro',
  white: 'Blanco',
  silver: 'Plateado',
  grey: 'Gris',
  navy: 'Azul marino',
  blue: 'Azul',
  sky: 'Azul cielo',
  red: 'Rojo',
  pink: 'Rosa',
  rose: 'Rosa palo',
  green: 'Verde',
  olive: 'Verde oliva',
  beige: 'Beige',
  brown: 'Marrón',
  gold: 'Dorado',
  purple: 'Morado',
  orange: 'Naranja',
  yellow: 'Amarillo',
  teal: 'Verde azulado',
  coral: 'Coral',
  cream: 'Crema',
};

export const SPANISH_ATTR_NAMES: Record<string, string> = {
  Colour: 'Color',
  Size: 'Talla',
  Storage: 'Almacenamiento',
  Edition: 'Edición',
  'Case Size': 'Tamaño de la caja',
  Kit: 'Kit',
  Memory: 'Memoria',
  Finish: 'Acabado',
  Shade: 'Tono',
  Scent: 'Aroma',
  Roast: 'Tueste',
  Weight: 'Peso',
  Flavour: 'Sabor',
  Variety: 'Variedad',
  Volume: 'Capacidad',
  Cover: 'Encuadernación',
  Pieces: 'Piezas',
  Light: 'Luz',
  Frame: 'Talla de cuadro',
  Thickness: 'Grosor',
};

/** Spanish values of attributes whose other languages attributes.ts already names (scents, roasts, finishes …). */
export const SPANISH_VALUES: Record<string, string> = {
  'Sterling Silver': 'Plata de ley',
  'Gold Plated': 'Bañado en oro',
  'Rose Gold': 'Oro rosa',
  Lavender: 'Lavanda',
  Vanilla: 'Vainilla',
  'Sea Salt': 'Sal marina',
  'Fig & Cedar': 'Higo y cedro',
  Light: 'Suave',
  Medium: 'Medio',
  Dark: 'Intenso',
  Chocolate: 'Chocolate',
  Matcha: 'Matcha',
  Strawberry: 'Fresa',
  Fuji: 'Fuji',
  'Granny Smith': 'Granny Smith',
  Golden: 'Golden',
  'Ruby Red': 'Rojo rubí',
  'Nude Pink': 'Rosa nude',
  Coral: 'Coral',
  Berry: 'Frutos rojos',
};

/** Plain values (the same in every language in the original) named the way each language writes them. */
export const PLAIN_VALUES: Record<string, Partial<Record<Locale, string>>> = {
  Small: { 'zh-CN': '小号', fr: 'Petit', th: 'เล็ก', lo: 'ນ້ອຍ', es: 'Pequeña' },
  Medium: { 'zh-CN': '中号', fr: 'Moyen', th: 'กลาง', lo: 'ກາງ', es: 'Mediana' },
  Large: { 'zh-CN': '大号', fr: 'Grand', th: 'ใหญ่', lo: 'ໃຫຍ່', es: 'Grande' },
  Single: { 'zh-CN': '单人', fr: '1 personne', th: 'เตียงเดี่ยว', lo: 'ຕຽງດ່ຽວ', es: 'Individual' },
  Double: { 'zh-CN': '双人', fr: '2 personnes', th: 'เตียงคู่', lo: 'ຕຽງຄູ່', es: 'Doble' },
  King: { 'zh-CN': '加大双人', fr: 'King size', th: 'คิงไซซ์', lo: 'ຄິງໄຊ', es: 'King size' },
  Paperback: { 'zh-CN': '平装', fr: 'Broché', th: 'ปกอ่อน', lo: 'ປົກອ່ອນ', es: 'Tapa blanda' },
  Hardcover: { 'zh-CN': '精装', fr: 'Relié', th: 'ปกแข็ง', lo: 'ປົກແຂງ', es: 'Tapa dura' },
  'Collector Edition': {
    'zh-CN': '典藏版',
    fr: 'Édition collector',
    th: 'ฉบับสะสม',
    lo: 'ສະບັບສະສົມ',
    es: 'Edición coleccionista',
  },
  Standard: { 'zh-CN': '标准版', fr: 'Standard', th: 'มาตรฐาน', lo: 'ມາດຕະຖານ', es: 'Estándar' },
  Deluxe: { 'zh-CN': '豪华版', fr: 'Deluxe', th: 'ดีลักซ์', lo: 'ດີລັກ', es: 'Deluxe' },
  '2 Person': { 'zh-CN': '双人', fr: '2 places', th: '2 คน', lo: '2 ຄົນ', es: '2 personas' },
  '4 Person': { 'zh-CN': '四人', fr: '4 places', th: '4 คน', lo: '4 ຄົນ', es: '4 personas' },
  'Warm White': { 'zh-CN': '暖白光', fr: 'Blanc chaud', th: 'แสงวอร์มไวท์', lo: 'ແສງຂາວອົບອຸ່ນ', es: 'Blanco cálido' },
  'Cool White': { 'zh-CN': '冷白光', fr: 'Blanc froid', th: 'แสงคูลไวท์', lo: 'ແສງຂາວເຢັນ', es: 'Blanco frío' },
  'Body Only': { 'zh-CN': '单机身', fr: 'Boîtier nu', th: 'เฉพาะบอดี้', lo: 'ສະເພາະບອດີ້', es: 'Solo cuerpo' },
  'With 18-55mm Lens': {
    'zh-CN': '含 18-55mm 镜头',
    fr: 'Avec objectif 18-55 mm',
    th: 'พร้อมเลนส์ 18-55mm',
    lo: 'ພ້ອມເລນ 18-55mm',
    es: 'Con objetivo 18-55 mm',
  },
  'Vlog Kit': { 'zh-CN': 'Vlog 套装', fr: 'Kit vlog', th: 'ชุดวล็อก', lo: 'ຊຸດວລັອກ', es: 'Kit para vlog' },
  // Audit FS12: the values of the categories whose products had no translation.
  'Size 5': { 'zh-CN': '5号', fr: '5', th: 'เบอร์ 5', lo: 'ເບີ 5', es: '5' },
  'Size 7': { 'zh-CN': '7号', fr: '7', th: 'เบอร์ 7', lo: 'ເບີ 7', es: '7' },
  'Single Book': { 'zh-CN': '单册', fr: 'Livre seul', th: 'เล่มเดียว', lo: 'ເຫຼັ້ມດຽວ', es: 'Libro suelto' },
  'Set of 3': { 'zh-CN': '3 册套装', fr: 'Coffret de 3', th: 'ชุด 3 เล่ม', lo: 'ຊຸດ 3 ເຫຼັ້ມ', es: 'Lote de 3' },
  'Set of 6': { 'zh-CN': '6 册套装', fr: 'Coffret de 6', th: 'ชุด 6 เล่ม', lo: 'ຊຸດ 6 ເຫຼັ້ມ', es: 'Lote de 6' },
  '120 pcs': { 'zh-CN': '120 块', fr: '120 pièces', th: '120 ชิ้น', lo: '120 ຊິ້ນ', es: '120 piezas' },
  '360 pcs': { 'zh-CN': '360 块', fr: '360 pièces', th: '360 ชิ้น', lo: '360 ຊິ້ນ', es: '360 piezas' },
  '800 pcs': { 'zh-CN': '800 块', fr: '800 pièces', th: '800 ชิ้น', lo: '800 ຊິ້ນ', es: '800 piezas' },
};

export type Copy = { intros: string[]; middles: string[]; bullets: string[]; closing: string; sep: string };

export const SPANISH_COPY: Copy = {
  intros: [
    'está pensado para el uso diario y fabricado para durar.',
    'combina un diseño cuidado con materiales de calidad, a un precio justo.',
    'es uno de los favoritos de nuestros clientes esta temporada.',
  ],
  middles: [
    'Revisamos cada artículo antes de que salga de nuestro almacén.',
    'Fotos tomadas con luz natural; los colores pueden variar ligeramente según la pantalla.',
    'Si lo pides hoy, normalmente llega en dos a cuatro días laborables.',
  ],
  bullets: [
    'Revisado a mano antes del envío',
    'Enviado en 24 horas',
    'Embalaje reciclable',
    'Devolución gratuita en 30 días',
  ],
  closing:
    '¿Tienes alguna pregunta? Nuestro servicio de atención al cliente te responde todos los días de 9:00 a 21:00.',
  sep: ', ',
};
