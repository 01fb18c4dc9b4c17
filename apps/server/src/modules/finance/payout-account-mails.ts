import type { Locale } from '@mall/contract';

/**
 * The shop owner's emails about the payout account (the code of a change, the change made) in the owner's language
 * (API.md K), else the language of the page that asked.
 */

type Mail = { subject: string; text: string };
/** Where the payouts go: a Stripe account, or a holder paid by bank transfer. */
export type PayoutPlace = { stripeAccount: string } | { holder: string };
type Texts = {
  code: (place: PayoutPlace, code: string, minutes: number) => Mail;
  changed: (place: PayoutPlace, hours: number) => Mail;
};

const TEXTS: Record<Locale, Texts> = {
  en: {
    code: (p, code, minutes) => ({
      subject: `Your Mall payout account code: ${code}`,
      text: `Someone on your shop's staff asked to send the shop's payouts to ${where.en(p)}. The code to confirm it is ${code}; it is valid for ${minutes} minutes. If nobody at your shop asked for this, do not give the code to anyone and change your password.`,
    }),
    changed: (p, hours) => ({
      subject: 'Your shop payout account was changed',
      text: `Your shop's payouts now go to ${where.en(p)}. Payouts to the new account are held for ${hours} hours. If nobody at your shop made this change, contact the platform at once.`,
    }),
  },
  'zh-CN': {
    code: (p, code, minutes) => ({
      subject: `您的 Mall 收款账户验证码：${code}`,
      text: `您店铺的员工申请将店铺提现打入${where['zh-CN'](p)}。确认验证码为 ${code}，${minutes} 分钟内有效。如果不是您店铺的人申请的，请勿将验证码告诉任何人，并修改密码。`,
    }),
    changed: (p, hours) => ({
      subject: '您店铺的收款账户已变更',
      text: `您店铺的提现今后打入${where['zh-CN'](p)}。打入新账户的提现将暂缓 ${hours} 小时。如果不是您店铺的人做的变更，请立即联系平台。`,
    }),
  },
  fr: {
    code: (p, code, minutes) => ({
      subject: `Votre code de compte de versement Mall : ${code}`,
      text: `Un membre de l'équipe de votre boutique a demandé que les versements de la boutique aillent à ${where.fr(p)}. Le code pour le confirmer est ${code} ; il est valable ${minutes} minutes. Si personne dans votre boutique ne l'a demandé, ne donnez ce code à personne et changez votre mot de passe.`,
    }),
    changed: (p, hours) => ({
      subject: 'Le compte de versement de votre boutique a été modifié',
      text: `Les versements de votre boutique vont désormais à ${where.fr(p)}. Les versements vers le nouveau compte sont retenus ${hours} heures. Si personne dans votre boutique n'a fait ce changement, contactez la plateforme immédiatement.`,
    }),
  },
  th: {
    code: (p, code, minutes) => ({
      subject: `รหัสบัญชีรับเงินของ Mall ของคุณ: ${code}`,
      text: `พนักงานของร้านคุณขอให้โอนเงินของร้านไปยัง${where.th(p)} รหัสยืนยันคือ ${code} ใช้ได้ภายใน ${minutes} นาที หากไม่มีใครในร้านขอเรื่องนี้ อย่าให้รหัสกับใคร และเปลี่ยนรหัสผ่านของคุณ`,
    }),
    changed: (p, hours) => ({
      subject: 'บัญชีรับเงินของร้านคุณถูกเปลี่ยนแล้ว',
      text: `ต่อไปนี้เงินของร้านคุณจะโอนไปยัง${where.th(p)} การโอนไปยังบัญชีใหม่จะถูกพักไว้ ${hours} ชั่วโมง หากไม่มีใครในร้านทำการเปลี่ยนแปลงนี้ โปรดติดต่อแพลตฟอร์มทันที`,
    }),
  },
  lo: {
    code: (p, code, minutes) => ({
      subject: `ລະຫັດບັນຊີຮັບເງິນ Mall ຂອງທ່ານ: ${code}`,
      text: `ພະນັກງານຂອງຮ້ານທ່ານຂໍໃຫ້ໂອນເງິນຂອງຮ້ານໄປຫາ${where.lo(p)}. ລະຫັດຢືນຢັນແມ່ນ ${code} ໃຊ້ໄດ້ພາຍໃນ ${minutes} ນາທີ. ຖ້າບໍ່ມີໃຜໃນຮ້ານຂໍເລື່ອງນີ້, ຢ່າໃຫ້ລະຫັດກັບໃຜ ແລະ ປ່ຽນລະຫັດຜ່ານຂອງທ່ານ.`,
    }),
    changed: (p, hours) => ({
      subject: 'ບັນຊີຮັບເງິນຂອງຮ້ານທ່ານຖືກປ່ຽນແລ້ວ',
      text: `ຕໍ່ໄປນີ້ເງິນຂອງຮ້ານທ່ານຈະໂອນໄປຫາ${where.lo(p)}. ການໂອນໄປບັນຊີໃໝ່ຈະຖືກພັກໄວ້ ${hours} ຊົ່ວໂມງ. ຖ້າບໍ່ມີໃຜໃນຮ້ານເຮັດການປ່ຽນແປງນີ້, ກະລຸນາຕິດຕໍ່ແພລດຟອມທັນທີ.`,
    }),
  },
  es: {
    code: (p, code, minutes) => ({
      subject: `Tu código de cuenta de cobro de Mall: ${code}`,
      text: `Alguien del equipo de tu tienda pidió enviar los pagos de la tienda a ${where.es(p)}. El código para confirmarlo es ${code}; es válido durante ${minutes} minutos. Si nadie de tu tienda lo pidió, no des el código a nadie y cambia tu contraseña.`,
    }),
    changed: (p, hours) => ({
      subject: 'La cuenta de cobro de tu tienda ha cambiado',
      text: `Los pagos de tu tienda van ahora a ${where.es(p)}. Los pagos a la nueva cuenta se retienen ${hours} horas. Si nadie de tu tienda hizo este cambio, contacta con la plataforma de inmediato.`,
    }),
  },
};

const where: Record<Locale, (p: PayoutPlace) => string> = {
  en: (p) => ('stripeAccount' in p ? `the Stripe account ${p.stripeAccount}` : `${p.holder} (bank transfer)`),
  'zh-CN': (p) => ('stripeAccount' in p ? ` Stripe 账户 ${p.stripeAccount}` : ` ${p.holder}（银行转账）`),
  fr: (p) => ('stripeAccount' in p ? `le compte Stripe ${p.stripeAccount}` : `${p.holder} (virement bancaire)`),
  th: (p) => ('stripeAccount' in p ? `บัญชี Stripe ${p.stripeAccount}` : ` ${p.holder} (โอนผ่านธนาคาร)`),
  lo: (p) => ('stripeAccount' in p ? `ບັນຊີ Stripe ${p.stripeAccount}` : ` ${p.holder} (ໂອນຜ່ານທະນາຄານ)`),
  es: (p) => ('stripeAccount' in p ? `la cuenta de Stripe ${p.stripeAccount}` : `${p.holder} (transferencia bancaria)`),
};

export const payoutAccountMails = (locale: Locale): Texts => TEXTS[locale] ?? TEXTS.en;
