import type { Locale } from '@mall/contract';
import type { Messaging } from '../../platform/messaging';

/**
 * The words of the shop's email when a payout ends: paid, rejected (with the platform's reason) or failed (with the
 * provider's), per language. The notice itself (payout_paid, payout_rejected, payout_failed) is recorded with the
 * outcome, in its transaction, and delivered by modules/notices in the reader's language (else the one the owner
 * asked in, kept with the payout); the notices' templates take these words.
 */

export type PayoutOutcome =
  | { kind: 'paid'; transferId: string }
  | { kind: 'rejected'; reason: string }
  | { kind: 'failed'; reason: string };

/** How an outcome is told: the mail transport and where a transport failure is logged (the payout stands). */
export type PayoutNotice = { messaging: Messaging; warn: (details: object, message: string) => void };

type Facts = { payoutNo: string; amount: string; detail: string };
type Mail = { subject: string; text: string };
type Templates = Record<PayoutOutcome['kind'], (f: Facts) => Mail>;

const TEMPLATES: Record<Locale, Templates> = {
  en: {
    paid: (f) => ({
      subject: `Your payout ${f.payoutNo} was paid`,
      text: `The platform paid your shop's payout ${f.payoutNo} of ${f.amount} to the payout account on file; the transfer reference is ${f.detail}. You can find it under Finance, Payouts, in the merchant console.`,
    }),
    rejected: (f) => ({
      subject: `Your payout ${f.payoutNo} was not approved`,
      text: `The platform did not approve your shop's payout ${f.payoutNo} of ${f.amount}. The reason: ${f.detail}\n\nThe amount stays in your available balance; you can ask for a new payout once the reason is dealt with.`,
    }),
    failed: (f) => ({
      subject: `Your payout ${f.payoutNo} could not be paid`,
      text: `The transfer of your shop's payout ${f.payoutNo} of ${f.amount} failed: ${f.detail}\n\nThe amount is back in your available balance. Check the payout account under Finance in the merchant console, then ask for a new payout.`,
    }),
  },
  'zh-CN': {
    paid: (f) => ({
      subject: `您的提现 ${f.payoutNo} 已打款`,
      text: `平台已将您店铺的提现 ${f.payoutNo}（金额 ${f.amount}）打入登记的收款账户，转账编号：${f.detail}。您可以在商家后台的“财务 › 提现”中查看。`,
    }),
    rejected: (f) => ({
      subject: `您的提现 ${f.payoutNo} 未通过审核`,
      text: `平台未通过您店铺的提现申请 ${f.payoutNo}（金额 ${f.amount}）。原因：${f.detail}\n\n该金额仍在您的可提现余额中；处理好上述问题后，您可以重新申请提现。`,
    }),
    failed: (f) => ({
      subject: `您的提现 ${f.payoutNo} 打款失败`,
      text: `您店铺的提现 ${f.payoutNo}（金额 ${f.amount}）转账失败：${f.detail}\n\n该金额已退回您的可提现余额。请在商家后台的“财务”中检查收款账户，然后重新申请提现。`,
    }),
  },
  fr: {
    paid: (f) => ({
      subject: `Votre versement ${f.payoutNo} a été payé`,
      text: `La plateforme a payé le versement ${f.payoutNo} de votre boutique, d'un montant de ${f.amount}, sur le compte de versement enregistré ; la référence du virement est ${f.detail}. Vous le retrouvez dans Finances, Versements, de la console marchand.`,
    }),
    rejected: (f) => ({
      subject: `Votre versement ${f.payoutNo} n'a pas été approuvé`,
      text: `La plateforme n'a pas approuvé le versement ${f.payoutNo} de votre boutique, d'un montant de ${f.amount}. Motif : ${f.detail}\n\nLe montant reste dans votre solde disponible ; vous pourrez demander un nouveau versement une fois le problème réglé.`,
    }),
    failed: (f) => ({
      subject: `Votre versement ${f.payoutNo} n'a pas pu être payé`,
      text: `Le virement du versement ${f.payoutNo} de votre boutique, d'un montant de ${f.amount}, a échoué : ${f.detail}\n\nLe montant est revenu dans votre solde disponible. Vérifiez le compte de versement dans Finances de la console marchand, puis demandez un nouveau versement.`,
    }),
  },
  th: {
    paid: (f) => ({
      subject: `การถอนเงิน ${f.payoutNo} ของคุณโอนเรียบร้อยแล้ว`,
      text: `แพลตฟอร์มได้โอนเงินตามคำขอถอน ${f.payoutNo} ของร้านคุณ จำนวน ${f.amount} เข้าบัญชีรับเงินที่ลงทะเบียนไว้แล้ว หมายเลขอ้างอิงการโอนคือ ${f.detail} ดูรายละเอียดได้ที่ การเงิน › การถอนเงิน ในคอนโซลร้านค้า`,
    }),
    rejected: (f) => ({
      subject: `คำขอถอนเงิน ${f.payoutNo} ของคุณไม่ได้รับการอนุมัติ`,
      text: `แพลตฟอร์มไม่อนุมัติคำขอถอนเงิน ${f.payoutNo} ของร้านคุณ จำนวน ${f.amount} เหตุผล: ${f.detail}\n\nยอดเงินนี้ยังอยู่ในยอดที่ถอนได้ของคุณ เมื่อแก้ไขปัญหาแล้วคุณขอถอนเงินใหม่ได้`,
    }),
    failed: (f) => ({
      subject: `การถอนเงิน ${f.payoutNo} ของคุณโอนไม่สำเร็จ`,
      text: `การโอนเงินตามคำขอถอน ${f.payoutNo} ของร้านคุณ จำนวน ${f.amount} ไม่สำเร็จ: ${f.detail}\n\nยอดเงินกลับเข้าสู่ยอดที่ถอนได้ของคุณแล้ว โปรดตรวจสอบบัญชีรับเงินในเมนู การเงิน ของคอนโซลร้านค้า แล้วขอถอนเงินใหม่`,
    }),
  },
  lo: {
    paid: (f) => ({
      subject: `ການຖອນເງິນ ${f.payoutNo} ຂອງທ່ານໂອນແລ້ວ`,
      text: `ແພລດຟອມໄດ້ໂອນເງິນຕາມຄຳຂໍຖອນ ${f.payoutNo} ຂອງຮ້ານທ່ານ ຈຳນວນ ${f.amount} ເຂົ້າບັນຊີຮັບເງິນທີ່ລົງທະບຽນໄວ້ແລ້ວ. ເລກອ້າງອີງການໂອນແມ່ນ ${f.detail}. ເບິ່ງລາຍລະອຽດໄດ້ທີ່ ການເງິນ › ການຖອນເງິນ ໃນຄອນໂຊນຮ້ານຄ້າ.`,
    }),
    rejected: (f) => ({
      subject: `ຄຳຂໍຖອນເງິນ ${f.payoutNo} ຂອງທ່ານບໍ່ໄດ້ຮັບການອະນຸມັດ`,
      text: `ແພລດຟອມບໍ່ອະນຸມັດຄຳຂໍຖອນເງິນ ${f.payoutNo} ຂອງຮ້ານທ່ານ ຈຳນວນ ${f.amount}. ເຫດຜົນ: ${f.detail}\n\nຍອດເງິນນີ້ຍັງຢູ່ໃນຍອດທີ່ຖອນໄດ້ຂອງທ່ານ; ເມື່ອແກ້ໄຂບັນຫາແລ້ວ ທ່ານສາມາດຂໍຖອນເງິນໃໝ່ໄດ້.`,
    }),
    failed: (f) => ({
      subject: `ການຖອນເງິນ ${f.payoutNo} ຂອງທ່ານໂອນບໍ່ສຳເລັດ`,
      text: `ການໂອນເງິນຕາມຄຳຂໍຖອນ ${f.payoutNo} ຂອງຮ້ານທ່ານ ຈຳນວນ ${f.amount} ບໍ່ສຳເລັດ: ${f.detail}\n\nຍອດເງິນໄດ້ກັບຄືນເຂົ້າຍອດທີ່ຖອນໄດ້ຂອງທ່ານແລ້ວ. ກະລຸນາກວດສອບບັນຊີຮັບເງິນໃນເມນູ ການເງິນ ຂອງຄອນໂຊນຮ້ານຄ້າ ແລ້ວຂໍຖອນເງິນໃໝ່.`,
    }),
  },
  es: {
    paid: (f) => ({
      subject: `Tu pago ${f.payoutNo} se ha transferido`,
      text: `La plataforma ha transferido el pago ${f.payoutNo} de tu tienda, por ${f.amount}, a la cuenta de cobro registrada; la referencia de la transferencia es ${f.detail}. Puedes verlo en Finanzas, Pagos, de la consola de comerciante.`,
    }),
    rejected: (f) => ({
      subject: `Tu solicitud de pago ${f.payoutNo} no se ha aprobado`,
      text: `La plataforma no ha aprobado el pago ${f.payoutNo} de tu tienda, por ${f.amount}. Motivo: ${f.detail}\n\nEl importe sigue en tu saldo disponible; puedes solicitar un nuevo pago cuando lo hayas resuelto.`,
    }),
    failed: (f) => ({
      subject: `Tu pago ${f.payoutNo} no se ha podido transferir`,
      text: `La transferencia del pago ${f.payoutNo} de tu tienda, por ${f.amount}, ha fallado: ${f.detail}\n\nEl importe ha vuelto a tu saldo disponible. Revisa la cuenta de cobro en Finanzas de la consola de comerciante y solicita un nuevo pago.`,
    }),
  },
};

const isLocale = (value: unknown): value is Locale => typeof value === 'string' && Object.hasOwn(TEMPLATES, value);

/** The mail for an outcome in a language (English for one the mall does not speak). */
export function payoutMail(locale: unknown, outcome: PayoutOutcome, payoutNo: string, amount: string): Mail {
  const detail = outcome.kind === 'paid' ? outcome.transferId : outcome.reason;
  return TEMPLATES[isLocale(locale) ? locale : 'en'][outcome.kind]({ payoutNo, amount, detail });
}
