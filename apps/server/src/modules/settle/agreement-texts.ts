import type { Locale } from '@mall/contract';

/**
 * The settlement agreement shown until the platform writes its own (setting `settleAgreement`). Plain text:
 * paragraphs are separated by blank lines; the storefront never renders it as HTML.
 */
export const DEFAULT_AGREEMENT: Record<Locale, { title: string; content: string }> = {
  en: {
    title: 'Merchant Settlement Agreement',
    content: `This agreement is between you (the merchant) and the operator of this mall (the platform). By ticking the agreement box and submitting your application you accept it.

1. Application. You confirm that the company name, contact details and qualification pictures you submit are true, complete and yours to use. The platform reviews every application, usually within 15 working days, and may approve or reject it with a reason.

2. Your shop. Once approved, a shop is opened in your company name and your account becomes its owner. You are responsible for your products, prices, stock, descriptions and pictures, and for shipping orders on time.

3. Rules of the mall. You sell only lawful goods that you are entitled to sell, describe them honestly, honour refunds and returns as the mall's after-sales rules require, and answer shoppers politely.

4. Fees. The handling fee of your merchant category applies to each completed sale. The platform announces changes to fees in advance.

5. Suspension. The platform may suspend a shop that breaks these rules or the law; a suspended shop's products leave the storefront until the shop is reopened.

6. Personal data. You use shoppers' personal data only to fulfil their orders and keep it safe.

7. Changes. The platform may update this agreement; the version shown here is the one in force.`,
  },
  'zh-CN': {
    title: '商家入驻协议',
    content: `本协议由您（商家）与本商城运营方（平台）订立。勾选同意并提交入驻申请，即表示您接受本协议。

1. 申请。您确认所提交的公司名称、联系方式和资质图片真实、完整，且您有权使用。平台会审核每一份申请，一般在 15 个工作日内完成，可予以通过或说明理由后驳回。

2. 您的店铺。审核通过后，平台以您的公司名称开设店铺，您的账号成为店铺所有者。您对商品、价格、库存、描述和图片负责，并须按时发货。

3. 商城规则。您只销售合法且有权销售的商品，如实描述商品，按商城售后规则处理退款和退货，礼貌回复顾客。

4. 费用。每笔完成的交易按您所属商户分类的手续费收取。费用调整将由平台提前公告。

5. 暂停营业。店铺违反本规则或法律的，平台可暂停其营业；暂停期间店铺商品从商城下架，直至恢复营业。

6. 个人信息。您仅为履行订单使用顾客的个人信息，并妥善保管。

7. 协议变更。平台可更新本协议，以此处展示的版本为准。`,
  },
  fr: {
    title: 'Contrat d’installation des vendeurs',
    content: `Ce contrat lie vous (le vendeur) et l’exploitant de ce centre commercial en ligne (la plateforme). En cochant la case et en envoyant votre demande, vous l’acceptez.

1. Demande. Vous confirmez que le nom de l’entreprise, les coordonnées et les images de qualification envoyés sont exacts, complets et que vous avez le droit de les utiliser. La plateforme examine chaque demande, en général sous 15 jours ouvrés, et peut l’accepter ou la refuser en indiquant un motif.

2. Votre boutique. Une fois la demande acceptée, une boutique est ouverte au nom de votre entreprise et votre compte en devient le propriétaire. Vous répondez de vos produits, prix, stocks, descriptions et images, et de l’expédition des commandes dans les délais.

3. Règles du centre commercial. Vous ne vendez que des produits licites que vous avez le droit de vendre, vous les décrivez honnêtement, vous respectez les règles de remboursement et de retour et vous répondez poliment aux clients.

4. Frais. Les frais de service de votre catégorie de vendeur s’appliquent à chaque vente conclue. La plateforme annonce à l’avance toute modification.

5. Suspension. La plateforme peut suspendre une boutique qui enfreint ces règles ou la loi ; ses produits quittent alors la vitrine jusqu’à sa réouverture.

6. Données personnelles. Vous n’utilisez les données des clients que pour exécuter leurs commandes et vous les protégez.

7. Modifications. La plateforme peut mettre à jour ce contrat ; la version affichée ici est celle en vigueur.`,
  },
  th: {
    title: 'ข้อตกลงการเข้าร่วมเป็นร้านค้า',
    content: `ข้อตกลงนี้ทำขึ้นระหว่างคุณ (ร้านค้า) และผู้ดำเนินการห้างสรรพสินค้าออนไลน์นี้ (แพลตฟอร์ม) เมื่อคุณทำเครื่องหมายยอมรับและส่งใบสมัคร ถือว่าคุณยอมรับข้อตกลงนี้

1. การสมัคร คุณยืนยันว่าชื่อบริษัท ข้อมูลติดต่อ และรูปภาพเอกสารคุณสมบัติที่ส่งมานั้นถูกต้อง ครบถ้วน และคุณมีสิทธิ์ใช้ แพลตฟอร์มจะตรวจสอบทุกใบสมัคร โดยปกติภายใน 15 วันทำการ และอาจอนุมัติหรือปฏิเสธพร้อมเหตุผล

2. ร้านค้าของคุณ เมื่อได้รับอนุมัติ จะมีการเปิดร้านค้าในชื่อบริษัทของคุณ และบัญชีของคุณจะเป็นเจ้าของร้าน คุณรับผิดชอบสินค้า ราคา สต็อก คำอธิบาย และรูปภาพ รวมถึงการจัดส่งตรงเวลา

3. กฎของห้าง คุณขายเฉพาะสินค้าที่ถูกกฎหมายและมีสิทธิ์ขาย อธิบายสินค้าตามจริง ปฏิบัติตามกฎการคืนเงินและคืนสินค้า และตอบลูกค้าอย่างสุภาพ

4. ค่าธรรมเนียม ค่าธรรมเนียมตามหมวดหมู่ร้านค้าของคุณจะคิดกับทุกการขายที่สำเร็จ แพลตฟอร์มจะแจ้งการเปลี่ยนแปลงล่วงหน้า

5. การระงับ แพลตฟอร์มอาจระงับร้านค้าที่ฝ่าฝืนกฎหรือกฎหมาย สินค้าของร้านที่ถูกระงับจะถูกนำออกจากหน้าร้านจนกว่าจะเปิดอีกครั้ง

6. ข้อมูลส่วนบุคคล คุณใช้ข้อมูลส่วนบุคคลของลูกค้าเพื่อดำเนินการตามคำสั่งซื้อเท่านั้นและเก็บรักษาอย่างปลอดภัย

7. การเปลี่ยนแปลง แพลตฟอร์มอาจปรับปรุงข้อตกลงนี้ ฉบับที่แสดงที่นี่คือฉบับที่มีผลบังคับใช้`,
  },
  lo: {
    title: 'ສັນຍາການເຂົ້າຮ່ວມເປັນຮ້ານຄ້າ',
    content: `ສັນຍານີ້ເຮັດຂຶ້ນລະຫວ່າງທ່ານ (ຮ້ານຄ້າ) ແລະ ຜູ້ດຳເນີນງານຫ້າງອອນລາຍນີ້ (ແພລັດຟອມ). ເມື່ອທ່ານໝາຍຕິກຍອມຮັບ ແລະ ສົ່ງໃບສະໝັກ ຖືວ່າທ່ານຍອມຮັບສັນຍານີ້.

1. ການສະໝັກ. ທ່ານຢືນຢັນວ່າຊື່ບໍລິສັດ, ຂໍ້ມູນຕິດຕໍ່ ແລະ ຮູບເອກະສານຄຸນສົມບັດທີ່ສົ່ງມາແມ່ນຖືກຕ້ອງ, ຄົບຖ້ວນ ແລະ ທ່ານມີສິດນຳໃຊ້. ແພລັດຟອມຈະກວດສອບທຸກໃບສະໝັກ ໂດຍປົກກະຕິພາຍໃນ 15 ວັນລັດຖະການ ແລະ ອາດອະນຸມັດ ຫຼື ປະຕິເສດພ້ອມເຫດຜົນ.

2. ຮ້ານຂອງທ່ານ. ເມື່ອໄດ້ຮັບອະນຸມັດ ຈະມີການເປີດຮ້ານໃນຊື່ບໍລິສັດຂອງທ່ານ ແລະ ບັນຊີຂອງທ່ານຈະເປັນເຈົ້າຂອງຮ້ານ. ທ່ານຮັບຜິດຊອບສິນຄ້າ, ລາຄາ, ສາງ, ຄຳອະທິບາຍ ແລະ ຮູບພາບ ພ້ອມທັງການຈັດສົ່ງຕາມເວລາ.

3. ກົດລະບຽບຂອງຫ້າງ. ທ່ານຂາຍສະເພາະສິນຄ້າທີ່ຖືກກົດໝາຍ ແລະ ມີສິດຂາຍ, ອະທິບາຍສິນຄ້າຕາມຄວາມຈິງ, ປະຕິບັດຕາມກົດການຄືນເງິນ ແລະ ສົ່ງຄືນສິນຄ້າ ແລະ ຕອບລູກຄ້າຢ່າງສຸພາບ.

4. ຄ່າທຳນຽມ. ຄ່າທຳນຽມຕາມໝວດໝູ່ຮ້ານຄ້າຂອງທ່ານຈະຄິດໄລ່ກັບທຸກການຂາຍທີ່ສຳເລັດ. ແພລັດຟອມຈະແຈ້ງການປ່ຽນແປງລ່ວງໜ້າ.

5. ການໂຈະ. ແພລັດຟອມອາດໂຈະຮ້ານທີ່ລະເມີດກົດລະບຽບ ຫຼື ກົດໝາຍ; ສິນຄ້າຂອງຮ້ານທີ່ຖືກໂຈະຈະຖືກນຳອອກຈາກໜ້າຮ້ານຈົນກວ່າຈະເປີດຄືນ.

6. ຂໍ້ມູນສ່ວນບຸກຄົນ. ທ່ານນຳໃຊ້ຂໍ້ມູນສ່ວນບຸກຄົນຂອງລູກຄ້າເພື່ອປະຕິບັດຄຳສັ່ງຊື້ເທົ່ານັ້ນ ແລະ ຮັກສາໄວ້ຢ່າງປອດໄພ.

7. ການປ່ຽນແປງ. ແພລັດຟອມອາດປັບປຸງສັນຍານີ້; ສະບັບທີ່ສະແດງຢູ່ນີ້ແມ່ນສະບັບທີ່ມີຜົນບັງຄັບໃຊ້.`,
  },
  es: {
    title: 'Acuerdo de incorporación de comerciantes',
    content: `Este acuerdo se celebra entre usted (el comerciante) y el operador de este centro comercial en línea (la plataforma). Al marcar la casilla y enviar su solicitud, lo acepta.

1. Solicitud. Usted confirma que el nombre de la empresa, los datos de contacto y las imágenes de cualificación que envía son verdaderos, completos y que tiene derecho a usarlos. La plataforma revisa cada solicitud, normalmente en un plazo de 15 días hábiles, y puede aprobarla o rechazarla indicando el motivo.

2. Su tienda. Una vez aprobada, se abre una tienda con el nombre de su empresa y su cuenta pasa a ser su propietaria. Usted responde de sus productos, precios, existencias, descripciones e imágenes, y de enviar los pedidos a tiempo.

3. Normas del centro comercial. Solo vende productos legales que tiene derecho a vender, los describe con honestidad, cumple las normas de reembolsos y devoluciones y atiende a los clientes con cortesía.

4. Comisiones. A cada venta completada se le aplica la comisión de su categoría de comerciante. La plataforma anuncia los cambios con antelación.

5. Suspensión. La plataforma puede suspender una tienda que incumpla estas normas o la ley; sus productos salen del escaparate hasta que la tienda se reabra.

6. Datos personales. Usa los datos personales de los clientes solo para cumplir sus pedidos y los protege.

7. Cambios. La plataforma puede actualizar este acuerdo; la versión mostrada aquí es la vigente.`,
  },
};
