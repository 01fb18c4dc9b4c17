import type { Locale } from '@mall/contract';

/**
 * The applicant's emails (the form's code, the review's outcome) in their language (API.md K: every message to the
 * user is in it): the code in the language of the page that asked, the outcome in the one the account keeps.
 */

type Mail = { subject: string; text: string };
type Texts = {
  code: (code: string) => Mail;
  approved: (shop: string) => Mail;
  rejected: (shop: string, reason: string) => Mail;
};

const TEXTS: Record<Locale, Texts> = {
  en: {
    code: (code) => ({
      subject: `Your Mall merchant application code: ${code}`,
      text: `Your verification code for the merchant application is ${code}. It is valid for 10 minutes. If you did not ask for it, ignore this email.`,
    }),
    approved: (shop) => ({
      subject: `Your shop "${shop}" is open`,
      text: `Good news: your application to sell on Mall as "${shop}" was approved and your shop is open.\n\nSign in with the same account and open the merchant console to add products and set up your shop.`,
    }),
    rejected: (shop, reason) => ({
      subject: `Your merchant application for "${shop}" was not approved`,
      text: `Your application to sell on Mall as "${shop}" was not approved. The reason: ${reason}\n\nYou can correct the application and send it again from "Application records" in your account.`,
    }),
  },
  'zh-CN': {
    code: (code) => ({
      subject: `您的 Mall 商家入驻验证码：${code}`,
      text: `您的商家入驻申请验证码是 ${code}，10 分钟内有效。如果这不是您本人的操作，请忽略此邮件。`,
    }),
    approved: (shop) => ({
      subject: `您的店铺“${shop}”已开通`,
      text: `好消息：您以“${shop}”入驻 Mall 的申请已通过，店铺已开通。\n\n请使用同一账号登录，进入商家后台添加商品并设置店铺。`,
    }),
    rejected: (shop, reason) => ({
      subject: `您的“${shop}”入驻申请未通过`,
      text: `您以“${shop}”入驻 Mall 的申请未通过。原因：${reason}\n\n您可以在账户的“申请记录”中修改申请后重新提交。`,
    }),
  },
  fr: {
    code: (code) => ({
      subject: `Votre code de demande marchand Mall : ${code}`,
      text: `Votre code de vérification pour la demande marchand est ${code}. Il est valable 10 minutes. Si vous ne l'avez pas demandé, ignorez cet e-mail.`,
    }),
    approved: (shop) => ({
      subject: `Votre boutique « ${shop} » est ouverte`,
      text: `Bonne nouvelle : votre demande pour vendre sur Mall sous le nom « ${shop} » a été approuvée et votre boutique est ouverte.\n\nConnectez-vous avec le même compte et ouvrez la console marchand pour ajouter des produits et configurer votre boutique.`,
    }),
    rejected: (shop, reason) => ({
      subject: `Votre demande marchand pour « ${shop} » n'a pas été approuvée`,
      text: `Votre demande pour vendre sur Mall sous le nom « ${shop} » n'a pas été approuvée. Motif : ${reason}\n\nVous pouvez corriger la demande et l'envoyer à nouveau depuis « Mes demandes » dans votre compte.`,
    }),
  },
  th: {
    code: (code) => ({
      subject: `รหัสสมัครเป็นร้านค้า Mall ของคุณ: ${code}`,
      text: `รหัสยืนยันสำหรับการสมัครเป็นร้านค้าของคุณคือ ${code} ใช้ได้ภายใน 10 นาที หากคุณไม่ได้ขอรหัสนี้ โปรดเพิกเฉยต่ออีเมลนี้`,
    }),
    approved: (shop) => ({
      subject: `ร้าน "${shop}" ของคุณเปิดแล้ว`,
      text: `ข่าวดี: คำขอเปิดร้าน "${shop}" บน Mall ได้รับอนุมัติแล้ว และร้านของคุณเปิดแล้ว\n\nเข้าสู่ระบบด้วยบัญชีเดิม แล้วเปิดคอนโซลร้านค้าเพื่อเพิ่มสินค้าและตั้งค่าร้าน`,
    }),
    rejected: (shop, reason) => ({
      subject: `คำขอเปิดร้าน "${shop}" ไม่ได้รับอนุมัติ`,
      text: `คำขอเปิดร้าน "${shop}" บน Mall ไม่ได้รับอนุมัติ เหตุผล: ${reason}\n\nคุณแก้ไขคำขอและส่งใหม่ได้จาก "ประวัติการสมัคร" ในบัญชีของคุณ`,
    }),
  },
  lo: {
    code: (code) => ({
      subject: `ລະຫັດສະໝັກເປັນຮ້ານຄ້າ Mall ຂອງທ່ານ: ${code}`,
      text: `ລະຫັດຢືນຢັນສຳລັບການສະໝັກເປັນຮ້ານຄ້າຂອງທ່ານແມ່ນ ${code} ໃຊ້ໄດ້ພາຍໃນ 10 ນາທີ. ຖ້າທ່ານບໍ່ໄດ້ຂໍລະຫັດນີ້, ກະລຸນາບໍ່ສົນໃຈອີເມວນີ້.`,
    }),
    approved: (shop) => ({
      subject: `ຮ້ານ "${shop}" ຂອງທ່ານເປີດແລ້ວ`,
      text: `ຂ່າວດີ: ຄຳຂໍເປີດຮ້ານ "${shop}" ໃນ Mall ໄດ້ຮັບການອະນຸມັດ ແລະ ຮ້ານຂອງທ່ານເປີດແລ້ວ.\n\nເຂົ້າສູ່ລະບົບດ້ວຍບັນຊີເກົ່າ ແລ້ວເປີດຄອນໂຊນຮ້ານຄ້າເພື່ອເພີ່ມສິນຄ້າ ແລະ ຕັ້ງຄ່າຮ້ານ.`,
    }),
    rejected: (shop, reason) => ({
      subject: `ຄຳຂໍເປີດຮ້ານ "${shop}" ບໍ່ໄດ້ຮັບການອະນຸມັດ`,
      text: `ຄຳຂໍເປີດຮ້ານ "${shop}" ໃນ Mall ບໍ່ໄດ້ຮັບການອະນຸມັດ. ເຫດຜົນ: ${reason}\n\nທ່ານສາມາດແກ້ໄຂຄຳຂໍ ແລະ ສົ່ງໃໝ່ໄດ້ຈາກ "ປະຫວັດການສະໝັກ" ໃນບັນຊີຂອງທ່ານ.`,
    }),
  },
  es: {
    code: (code) => ({
      subject: `Tu código de solicitud de vendedor de Mall: ${code}`,
      text: `Tu código de verificación para la solicitud de vendedor es ${code}. Es válido durante 10 minutos. Si no lo pediste, ignora este correo.`,
    }),
    approved: (shop) => ({
      subject: `Tu tienda «${shop}» está abierta`,
      text: `Buenas noticias: tu solicitud para vender en Mall como «${shop}» fue aprobada y tu tienda está abierta.\n\nInicia sesión con la misma cuenta y abre la consola de vendedor para añadir productos y configurar tu tienda.`,
    }),
    rejected: (shop, reason) => ({
      subject: `Tu solicitud de vendedor para «${shop}» no fue aprobada`,
      text: `Tu solicitud para vender en Mall como «${shop}» no fue aprobada. Motivo: ${reason}\n\nPuedes corregir la solicitud y enviarla de nuevo desde «Mis solicitudes» en tu cuenta.`,
    }),
  },
};

export const applicationMails = (locale: Locale): Texts => TEXTS[locale] ?? TEXTS.en;
