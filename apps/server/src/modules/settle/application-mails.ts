import type { Locale } from '@mall/contract';

/**
 * The applicant's emails (the form's code, the review's outcome) in their language (API.md K: every message to the
 * user is in it): the code in the language of the page that asked, the outcome in the one the account keeps.
 */

type Mail = { subject: string; text: string };

/**
 * How the approved owner's account reaches the console (audit AN12): the console signs in by e-mail or phone with a
 * password, or by phone with an SMS code; an account made with Google or X has neither a password nor, maybe, a
 * phone, so it is told to set a password first. `phone` is already masked.
 */
export type SignInWay =
  | { kind: 'email'; email: string }
  | { kind: 'phone'; phone: string }
  | { kind: 'social'; email: string | null };

type Texts = {
  code: (code: string) => Mail;
  approved: (shop: string, way: SignInWay) => Mail;
  rejected: (shop: string, reason: string) => Mail;
};

const TEXTS: Record<Locale, Texts> = {
  en: {
    code: (code) => ({
      subject: `Your Mall merchant application code: ${code}`,
      text: `Your verification code for the merchant application is ${code}. It is valid for 10 minutes. If you did not ask for it, ignore this email.`,
    }),
    approved: (shop, way) => ({
      subject: `Your shop "${shop}" is open`,
      text: `Good news: your application to sell on Mall as "${shop}" was approved and your shop is open.\n\n${signInText(
        way,
        {
          email: (email) =>
            `Sign in to the merchant console with your e-mail ${email} and your password, then add products and set up your shop.`,
          phone: (phone) =>
            `Sign in to the merchant console with your phone number ${phone}, with your password or a code sent by SMS, then add products and set up your shop.`,
          social: (email) =>
            email
              ? `Your account signs in with Google or X and has no password yet: sign in on the store with Google and then set a password in your profile. Then sign in to the merchant console with your e-mail ${email} and that password.`
              : `Your account signs in with Google or X and has no password yet: sign in on the store with Google and then set a password in your profile. Then sign in to the merchant console with that password.`,
        },
      )}`,
    }),
    rejected: (shop, reason) => ({
      subject: `Your merchant application for "${shop}" was not approved`,
      text: `Your application to sell on Mall as "${shop}" was not approved. The reviewer's note, in their own words: "${reason}"\n\nYou can correct the application and send it again from "Application records" in your account.`,
    }),
  },
  'zh-CN': {
    code: (code) => ({
      subject: `您的 Mall 商家入驻验证码：${code}`,
      text: `您的商家入驻申请验证码是 ${code}，10 分钟内有效。如果这不是您本人的操作，请忽略此邮件。`,
    }),
    approved: (shop, way) => ({
      subject: `您的店铺“${shop}”已开通`,
      text: `好消息：您以“${shop}”入驻 Mall 的申请已通过，店铺已开通。\n\n${signInText(way, {
        email: (email) => `请使用您的邮箱 ${email} 和密码登录商家后台，然后添加商品并设置店铺。`,
        phone: (phone) => `请使用您的手机号 ${phone} 登录商家后台（密码或短信验证码均可），然后添加商品并设置店铺。`,
        social: (email) =>
          email
            ? `您的账号通过 Google 或 X 登录，尚未设置密码：请先在商城用 Google 登录，然后在个人资料中设置密码，再使用邮箱 ${email} 和该密码登录商家后台。`
            : `您的账号通过 Google 或 X 登录，尚未设置密码：请先在商城用 Google 登录，然后在个人资料中设置密码，再使用该密码登录商家后台。`,
      })}`,
    }),
    rejected: (shop, reason) => ({
      subject: `您的“${shop}”入驻申请未通过`,
      text: `您以“${shop}”入驻 Mall 的申请未通过。审核人员的说明（原文）：“${reason}”\n\n您可以在账户的“申请记录”中修改申请后重新提交。`,
    }),
  },
  fr: {
    code: (code) => ({
      subject: `Votre code de demande marchand Mall : ${code}`,
      text: `Votre code de vérification pour la demande marchand est ${code}. Il est valable 10 minutes. Si vous ne l'avez pas demandé, ignorez cet e-mail.`,
    }),
    approved: (shop, way) => ({
      subject: `Votre boutique « ${shop} » est ouverte`,
      text: `Bonne nouvelle : votre demande pour vendre sur Mall sous le nom « ${shop} » a été approuvée et votre boutique est ouverte.\n\n${signInText(
        way,
        {
          email: (email) =>
            `Connectez-vous à la console marchand avec votre e-mail ${email} et votre mot de passe, puis ajoutez des produits et configurez votre boutique.`,
          phone: (phone) =>
            `Connectez-vous à la console marchand avec votre numéro de téléphone ${phone}, avec votre mot de passe ou un code reçu par SMS, puis ajoutez des produits et configurez votre boutique.`,
          social: (email) =>
            email
              ? `Votre compte se connecte avec Google ou X et n'a pas encore de mot de passe : connectez-vous sur la boutique avec Google, puis définissez un mot de passe dans votre profil. Connectez-vous ensuite à la console marchand avec votre e-mail ${email} et ce mot de passe.`
              : `Votre compte se connecte avec Google ou X et n'a pas encore de mot de passe : connectez-vous sur la boutique avec Google, puis définissez un mot de passe dans votre profil. Connectez-vous ensuite à la console marchand avec ce mot de passe.`,
        },
      )}`,
    }),
    rejected: (shop, reason) => ({
      subject: `Votre demande marchand pour « ${shop} » n'a pas été approuvée`,
      text: `Votre demande pour vendre sur Mall sous le nom « ${shop} » n'a pas été approuvée. Note de l'examinateur, telle qu'il l'a écrite : « ${reason} »\n\nVous pouvez corriger la demande et l'envoyer à nouveau depuis « Mes demandes » dans votre compte.`,
    }),
  },
  th: {
    code: (code) => ({
      subject: `รหัสสมัครเป็นร้านค้า Mall ของคุณ: ${code}`,
      text: `รหัสยืนยันสำหรับการสมัครเป็นร้านค้าของคุณคือ ${code} ใช้ได้ภายใน 10 นาที หากคุณไม่ได้ขอรหัสนี้ โปรดเพิกเฉยต่ออีเมลนี้`,
    }),
    approved: (shop, way) => ({
      subject: `ร้าน "${shop}" ของคุณเปิดแล้ว`,
      text: `ข่าวดี: คำขอเปิดร้าน "${shop}" บน Mall ได้รับอนุมัติแล้ว และร้านของคุณเปิดแล้ว\n\n${signInText(way, {
        email: (email) => `เข้าสู่ระบบคอนโซลร้านค้าด้วยอีเมล ${email} และรหัสผ่านของคุณ แล้วเพิ่มสินค้าและตั้งค่าร้าน`,
        phone: (phone) =>
          `เข้าสู่ระบบคอนโซลร้านค้าด้วยหมายเลขโทรศัพท์ ${phone} โดยใช้รหัสผ่านหรือรหัสที่ส่งทาง SMS แล้วเพิ่มสินค้าและตั้งค่าร้าน`,
        social: (email) =>
          email
            ? `บัญชีของคุณเข้าสู่ระบบด้วย Google หรือ X และยังไม่มีรหัสผ่าน: เข้าสู่ระบบที่ร้านค้าด้วย Google แล้วตั้งรหัสผ่านในโปรไฟล์ของคุณ จากนั้นเข้าสู่ระบบคอนโซลร้านค้าด้วยอีเมล ${email} และรหัสผ่านนั้น`
            : `บัญชีของคุณเข้าสู่ระบบด้วย Google หรือ X และยังไม่มีรหัสผ่าน: เข้าสู่ระบบที่ร้านค้าด้วย Google แล้วตั้งรหัสผ่านในโปรไฟล์ของคุณ จากนั้นเข้าสู่ระบบคอนโซลร้านค้าด้วยรหัสผ่านนั้น`,
      })}`,
    }),
    rejected: (shop, reason) => ({
      subject: `คำขอเปิดร้าน "${shop}" ไม่ได้รับอนุมัติ`,
      text: `คำขอเปิดร้าน "${shop}" บน Mall ไม่ได้รับอนุมัติ หมายเหตุจากผู้ตรวจสอบ (ตามที่ผู้ตรวจสอบเขียน): "${reason}"\n\nคุณแก้ไขคำขอและส่งใหม่ได้จาก "ประวัติการสมัคร" ในบัญชีของคุณ`,
    }),
  },
  lo: {
    code: (code) => ({
      subject: `ລະຫັດສະໝັກເປັນຮ້ານຄ້າ Mall ຂອງທ່ານ: ${code}`,
      text: `ລະຫັດຢືນຢັນສຳລັບການສະໝັກເປັນຮ້ານຄ້າຂອງທ່ານແມ່ນ ${code} ໃຊ້ໄດ້ພາຍໃນ 10 ນາທີ. ຖ້າທ່ານບໍ່ໄດ້ຂໍລະຫັດນີ້, ກະລຸນາບໍ່ສົນໃຈອີເມວນີ້.`,
    }),
    approved: (shop, way) => ({
      subject: `ຮ້ານ "${shop}" ຂອງທ່ານເປີດແລ້ວ`,
      text: `ຂ່າວດີ: ຄຳຂໍເປີດຮ້ານ "${shop}" ໃນ Mall ໄດ້ຮັບການອະນຸມັດ ແລະ ຮ້ານຂອງທ່ານເປີດແລ້ວ.\n\n${signInText(way, {
        email: (email) => `ເຂົ້າສູ່ລະບົບຄອນໂຊນຮ້ານຄ້າດ້ວຍອີເມວ ${email} ແລະ ລະຫັດຜ່ານຂອງທ່ານ, ແລ້ວເພີ່ມສິນຄ້າ ແລະ ຕັ້ງຄ່າຮ້ານ.`,
        phone: (phone) => `ເຂົ້າສູ່ລະບົບຄອນໂຊນຮ້ານຄ້າດ້ວຍເບີໂທ ${phone}, ດ້ວຍລະຫັດຜ່ານ ຫຼື ລະຫັດທີ່ສົ່ງທາງ SMS, ແລ້ວເພີ່ມສິນຄ້າ ແລະ ຕັ້ງຄ່າຮ້ານ.`,
        social: (email) =>
          email
            ? `ບັນຊີຂອງທ່ານເຂົ້າສູ່ລະບົບດ້ວຍ Google ຫຼື X ແລະ ຍັງບໍ່ມີລະຫັດຜ່ານ: ເຂົ້າສູ່ລະບົບຮ້ານດ້ວຍ Google ແລ້ວຕັ້ງລະຫັດຜ່ານໃນໂປຣໄຟລ໌ຂອງທ່ານ. ຈາກນັ້ນເຂົ້າສູ່ລະບົບຄອນໂຊນຮ້ານຄ້າດ້ວຍອີເມວ ${email} ແລະ ລະຫັດຜ່ານນັ້ນ.`
            : `ບັນຊີຂອງທ່ານເຂົ້າສູ່ລະບົບດ້ວຍ Google ຫຼື X ແລະ ຍັງບໍ່ມີລະຫັດຜ່ານ: ເຂົ້າສູ່ລະບົບຮ້ານດ້ວຍ Google ແລ້ວຕັ້ງລະຫັດຜ່ານໃນໂປຣໄຟລ໌ຂອງທ່ານ. ຈາກນັ້ນເຂົ້າສູ່ລະບົບຄອນໂຊນຮ້ານຄ້າດ້ວຍລະຫັດຜ່ານນັ້ນ.`,
      })}`,
    }),
    rejected: (shop, reason) => ({
      subject: `ຄຳຂໍເປີດຮ້ານ "${shop}" ບໍ່ໄດ້ຮັບການອະນຸມັດ`,
      text: `ຄຳຂໍເປີດຮ້ານ "${shop}" ໃນ Mall ບໍ່ໄດ້ຮັບການອະນຸມັດ. ໝາຍເຫດຈາກຜູ້ກວດສອບ (ຕາມທີ່ຜູ້ກວດສອບຂຽນ): "${reason}"\n\nທ່ານສາມາດແກ້ໄຂຄຳຂໍ ແລະ ສົ່ງໃໝ່ໄດ້ຈາກ "ປະຫວັດການສະໝັກ" ໃນບັນຊີຂອງທ່ານ.`,
    }),
  },
  es: {
    code: (code) => ({
      subject: `Tu código de solicitud de vendedor de Mall: ${code}`,
      text: `Tu código de verificación para la solicitud de vendedor es ${code}. Es válido durante 10 minutos. Si no lo pediste, ignora este correo.`,
    }),
    approved: (shop, way) => ({
      subject: `Tu tienda «${shop}» está abierta`,
      text: `Buenas noticias: tu solicitud para vender en Mall como «${shop}» fue aprobada y tu tienda está abierta.\n\n${signInText(
        way,
        {
          email: (email) =>
            `Inicia sesión en la consola de vendedor con tu correo ${email} y tu contraseña, y añade productos y configura tu tienda.`,
          phone: (phone) =>
            `Inicia sesión en la consola de vendedor con tu número de teléfono ${phone}, con tu contraseña o con un código enviado por SMS, y añade productos y configura tu tienda.`,
          social: (email) =>
            email
              ? `Tu cuenta inicia sesión con Google o X y aún no tiene contraseña: inicia sesión en la tienda con Google y luego define una contraseña en tu perfil. Después inicia sesión en la consola de vendedor con tu correo ${email} y esa contraseña.`
              : `Tu cuenta inicia sesión con Google o X y aún no tiene contraseña: inicia sesión en la tienda con Google y luego define una contraseña en tu perfil. Después inicia sesión en la consola de vendedor con esa contraseña.`,
        },
      )}`,
    }),
    rejected: (shop, reason) => ({
      subject: `Tu solicitud de vendedor para «${shop}» no fue aprobada`,
      text: `Tu solicitud para vender en Mall como «${shop}» no fue aprobada. Nota del revisor, tal como la escribió: «${reason}»\n\nPuedes corregir la solicitud y enviarla de nuevo desde «Mis solicitudes» en tu cuenta.`,
    }),
  },
};

type WayTexts = {
  email: (email: string) => string;
  phone: (phone: string) => string;
  social: (email: string | null) => string;
};

const signInText = (way: SignInWay, texts: WayTexts) =>
  way.kind === 'email'
    ? texts.email(way.email)
    : way.kind === 'phone'
      ? texts.phone(way.phone)
      : texts.social(way.email);

export const applicationMails = (locale: Locale): Texts => TEXTS[locale] ?? TEXTS.en;
