import type { EN, EN_FRAME } from './texts-en';

/** French and Spanish texts of the notice kinds and the email frame (see texts-en.ts for the variables). */
export const FR: typeof EN = {
  order_placed: [
    'Commande {orderNo} passée',
    'Merci pour votre commande {orderNo} de {amount}. Veuillez la payer avant {payBy} ; sinon elle sera annulée.',
  ],
  order_paid: [
    'Commande {orderNo} payée',
    'Nous avons reçu votre paiement de {amount} pour la commande {orderNo}. La boutique la prépare.',
  ],
  order_cancelled: [
    'Commande {orderNo} annulée',
    "La commande {orderNo} n'a pas été payée à temps : elle est annulée et ses articles sont remis en vente.",
  ],
  order_shipped: [
    'Commande {orderNo} expédiée',
    '{shop} a expédié votre commande {orderNo} avec {courier}, numéro de suivi {trackingNo}.',
  ],
  order_out_for_delivery: [
    'Commande {orderNo} en cours de livraison',
    '{shop} livre elle-même votre commande {orderNo} : livreur {deliverer}, téléphone {phone}.',
  ],
  order_shipment_corrected: [
    'Livraison de la commande {orderNo} corrigée',
    '{shop} a corrigé les informations de livraison de votre commande {orderNo}. {shipment}',
  ],
  order_delivered: ['Commande {orderNo} livrée', '{shop} a livré votre commande {orderNo}. Bonne utilisation !'],
  order_received: [
    'Commande {orderNo} marquée reçue',
    'Votre commande {orderNo} de {shop} a été marquée reçue automatiquement. Vous pouvez donner votre avis.',
  ],
  refund_accepted: [
    'Demande {refundNo} acceptée',
    '{shop} a accepté votre demande après-vente {refundNo} pour {amount}.',
  ],
  refund_refused: ['Demande {refundNo} refusée', '{shop} a refusé votre demande après-vente {refundNo} : {reason}'],
  refund_goods_received: [
    'Retour de la demande {refundNo} reçu',
    '{shop} a reçu les articles renvoyés pour la demande {refundNo} ; le remboursement suit.',
  ],
  refund_paid: [
    'Remboursement {refundNo} effectué',
    '{amount} de la demande {refundNo} chez {shop} vous a été remboursé.',
  ],
  refund_failed: [
    'Le remboursement {refundNo} n’a pas atteint votre carte',
    'Stripe n’a pas pu rembourser sur votre carte {amount} de la demande {refundNo} avec {shop}, et cet argent est revenu au centre commercial. Le centre commercial le rembourse de nouveau sur votre carte ; vous n’avez rien à faire. Si la carte a été fermée, contactez le service client.',
  ],
  refund_closed_unpaid: [
    'La demande {refundNo} n’a pas pu être remboursée sur la carte',
    '{shop} a accepté votre demande après-vente {refundNo} ({amount}), mais Stripe ne détient plus assez de votre paiement pour la rembourser sur votre carte : la demande est donc close. Le service client du centre commercial la règle avec vous ; vous pouvez aussi lui écrire.',
  ],
  refund_failed_closed: [
    'Le remboursement {refundNo} n’a pas pu être versé sur votre carte',
    'Stripe n’a pas pu rembourser sur votre carte la demande {refundNo} avec {shop} ({amount}), pour la troisième fois : le centre commercial ne la rembourse donc plus par carte et la demande est close. L’argent vous est réservé : le service client du centre commercial la règle avec vous autrement ; vous pouvez aussi lui écrire.',
  ],
  refund_paid_another_way: [
    'Le remboursement {refundNo} vous a été versé autrement',
    'Le service client du centre commercial vous a versé {amount} de la demande {refundNo} avec {shop} par un autre moyen, car il n’a pas pu être remboursé sur votre carte. Référence : {reference}. S’il ne vous est pas parvenu d’ici quelques jours, écrivez au service client.',
  ],
  refund_paid_at_stripe: [
    'Le remboursement {refundNo} est arrivé sur votre carte',
    'Le service client du centre commercial a remboursé sur votre carte {amount} de la demande {refundNo} avec {shop}, sur l’argent qui vous était réservé après l’échec des remboursements par carte. Votre banque peut mettre quelques jours à l’afficher.',
  ],
  refund_paid_at_stripe_failed: [
    'Le remboursement {refundNo} n’est finalement pas arrivé sur votre carte',
    'Les {amount} de la demande {refundNo} avec {shop} que le service client vous avait remboursés sur votre carte ont été renvoyés par le réseau de paiement : ils ne sont finalement pas arrivés sur votre carte. Le centre commercial détient de nouveau cet argent pour vous, et le service client le réglera avec vous. Vous n’avez rien à faire.',
  ],
  refund_dispute_won_held: [
    'Votre banque a repris l’argent du remboursement {refundNo}',
    'Par votre contestation de paiement, votre banque vous avait versé {amount} de la demande {refundNo} avec {shop}, pris sur l’argent que le centre commercial gardait pour vous après l’échec des remboursements sur votre carte. La contestation a ensuite été tranchée en faveur du centre commercial, et votre banque a donc repris cet argent. Le centre commercial le détient de nouveau pour vous, et le service client le réglera avec vous. Vous n’avez rien à faire.',
  ],
  order_refunded_at_stripe: [
    '{amount} remboursés sur votre carte pour la commande {orderNo}',
    '{amount} de votre paiement pour la commande {orderNo} chez {shop} ont été remboursés sur votre carte par le centre commercial.{after}',
  ],
  order_closed_by_dispute: [
    'La commande {orderNo} est fermée : votre banque vous a rendu votre paiement',
    'À la suite de votre contestation du paiement, votre banque vous a rendu {amount} pour la commande {orderNo} chez {shop}.{after}',
  ],
  refund_accepted_overdue: [
    'Demande {refundNo} acceptée',
    '{shop} n’a pas répondu à temps à votre demande après-vente {refundNo} : le centre commercial l’a acceptée pour la boutique, pour {amount}.',
  ],
  return_received_overdue: [
    'Retour de la demande {refundNo} considéré comme reçu',
    '{shop} n’a pas confirmé à temps l’arrivée des articles renvoyés pour la demande {refundNo} : ils sont considérés comme reçus ; le remboursement suit.',
  ],
  review_replied: ['{shop} a répondu à votre avis', '{shop} a répondu à votre avis sur {product}.'],
  chat_answered: [
    '{shop} vous a répondu dans la messagerie',
    '{shop} a répondu à votre message. Ouvrez la messagerie pour le lire et répondre.',
  ],
  coupon_expiring: ['Votre coupon expire bientôt', 'Votre coupon « {coupon} » expire le {validTo}. Utilisez-le avant.'],
  application_approved: [
    'Votre boutique {shop} est ouverte',
    'Votre demande pour {shop} est approuvée. Connectez-vous à la console marchand pour préparer la boutique.',
  ],
  application_rejected: [
    "Votre demande pour {shop} n'est pas approuvée",
    "Note de l'examinateur, telle qu'il l'a écrite : « {reason} »",
  ],
  staff_invited: [
    '{shop} vous invite à gérer la boutique avec son équipe',
    "{shop} vous a invité à rejoindre son équipe sur le Mall : vous répondriez aux clients, expédieriez les commandes et traiteriez les remboursements dans la console marchand. Ouvrez l'invitation pour l'accepter ; elle est valable 7 jours.",
  ],
  staff_removed: [
    "Vous ne faites plus partie de l'équipe de {shop}",
    "Vous avez été retiré de l'équipe de {shop} : sa console marchand ne vous est plus ouverte. Vos propres commandes et votre compte ne changent pas.",
  ],
  new_order: [
    'Nouvelle commande {orderNo} à expédier',
    'La commande {orderNo} de {amount} est payée et attend son expédition.',
  ],
  refund_asked: [
    'Demande après-vente {refundNo}',
    'Un client demande {amount} sur la commande {orderNo} (demande {refundNo}). Merci de décider.',
  ],
  refund_auto_accepted: [
    'Demande {refundNo} acceptée automatiquement',
    "La demande {refundNo} sur la commande {orderNo} ({amount}) n'a pas été traitée à temps : elle a été acceptée pour votre boutique.",
  ],
  return_auto_received: [
    'Retour de la demande {refundNo} considéré comme reçu',
    "Les articles renvoyés pour la demande {refundNo} (commande {orderNo}) n'ont pas été confirmés à temps : ils sont considérés comme reçus et {amount} a été remboursé au client.",
  ],
  shop_change_decided: [
    'Votre modification de {shop} : {decision}',
    'Votre modification de {shop} ({change}) a été {decision} par la plateforme. {reason}',
  ],
  shop_suspended: [
    'Votre boutique {shop} est suspendue',
    'La plateforme a suspendu {shop} : « {reason} ». Ses produits ne sont plus visibles, et la vente, les prix, les coupons et le profil de la boutique attendent sa réouverture. Vous pouvez toujours expédier et rembourser les commandes déjà payées, décider des demandes de remboursement, répondre aux messages et demander un versement de votre solde disponible (la plateforme l’examine). Pour toute question, écrivez au service client de la plateforme.',
  ],
  shop_reopened: [
    'Votre boutique {shop} est rouverte',
    'La plateforme a rouvert {shop} : ses produits sont de nouveau visibles, et la vente, les prix, les coupons et le profil de la boutique fonctionnent à nouveau.',
  ],
  balance_adjusted: [
    'Le solde de votre boutique a été ajusté de {amount}',
    'La plateforme a ajusté le solde de {shop} de {amount} : « {reason} ». Disponible maintenant : {available} ; dette : {debt} (vos prochaines ventes remboursent d’abord une dette). Pour toute question, écrivez au service client de la plateforme.',
  ],
  payment_taken_back: [
    'Stripe a rendu {amount} de la commande {orderNo}',
    'Stripe a rendu {amount} de la commande {orderNo} à l’acheteur sans passer par le centre commercial ({ref}) ; {takenFrom} Si les articles ont été expédiés, la plateforme règle avec vous ce que vous gardez : écrivez au service client de la plateforme.',
  ],
  payment_taken_back_closed: [
    'N’expédiez pas la commande {orderNo} : Stripe a rendu son argent',
    'Stripe a rendu tout l’argent de la commande {orderNo} ({amount}) à l’acheteur sans passer par le centre commercial ({ref}). La commande n’était pas encore expédiée : elle est close comme remboursée et ses articles sont de nouveau en stock. Ne l’expédiez pas.',
  ],
  payment_taken_back_failed: [
    'Un remboursement Stripe de la commande {orderNo} a échoué : {amount} est revenu',
    'Le remboursement {ref} de {amount} de la commande {orderNo}, fait chez Stripe sans passer par le centre commercial, a échoué : l’acheteur n’a pas reçu cet argent, et il a été remis dans l’argent de cette commande dans votre solde. Un remboursement du centre commercial qu’il avait payé est de nouveau payé par Stripe ; vous n’avez rien à faire.',
  ],
  dispute_opened: [
    'La commande {orderNo} est contestée par l’acheteur',
    'L’acheteur a contesté le paiement de la commande {orderNo} auprès de sa banque. {stake} Les preuves sont attendues avant {dueBy} : envoyez sans attendre à la plateforme la preuve de livraison et vos échanges avec l’acheteur.',
  ],
  dispute_closed: [
    'La contestation de la commande {orderNo} est close',
    'La contestation du paiement de la commande {orderNo} est close : {outcome}',
  ],
  product_taken_down: [
    '{product} retiré par la plateforme',
    'La plateforme a retiré {product} de la vente : « {reason} ». Votre boutique ne peut pas le remettre en vente tant que la plateforme n’a pas levé le retrait ; vous pouvez toujours le modifier pour corriger ce que le motif signale, puis écrire au service client de la plateforme.',
  ],
  product_restored: [
    'La plateforme a levé le retrait de {product}',
    'La plateforme a levé le retrait de {product}. Il reste hors vente : remettez-le en vente depuis vos produits quand vous serez prêt.',
  ],
  low_stock: ['{product} bientôt épuisé', 'Il ne reste que {stock} de {product} ({sku}).'],
  staff_joined: [
    '{name} a rejoint {shop}',
    '{name} a accepté votre invitation et gère désormais {shop} avec vous dans la console marchand. Vous pouvez le retirer sur la page Équipe.',
  ],
  staff_left: [
    '{name} a quitté {shop}',
    "{name} a quitté l'équipe de {shop} : la console marchand lui est fermée, et ses conversations sont revenues parmi celles sans responsable.",
  ],
  staff_removed_by_platform: [
    'La plateforme a retiré {name} de {shop}',
    "La plateforme a retiré {name} de l'équipe de {shop} : la console marchand lui est fermée, ses conversations sont revenues parmi celles sans responsable, et les alertes que vous lui aviez confiées ne lui parviennent plus. Pour toute question, écrivez au service client de la plateforme.",
  ],
  application_submitted: [
    'Nouvelle demande de boutique : {shop}',
    "Une demande d'ouverture de {shop} attend l'examen.",
  ],
  payout_asked: ['Versement {payoutNo} à examiner', '{shop} demande un versement de {amount} ({payoutNo}).'],
  provider_refund_seen: [
    'Stripe a rendu {amount} de la commande {orderNo}',
    'Stripe a rendu {amount} de la commande {orderNo} ({shop}) à l’acheteur sans passer par le centre commercial ({ref}) ; c’est imputé au solde de la boutique. Si les articles ont été expédiés, réglez-le avec la boutique (un ajustement).',
  ],
  refund_failed_seen: [
    'Le remboursement {refundNo} a échoué chez Stripe',
    'Stripe indique que le remboursement par carte de la demande {refundNo} (commande {orderNo}, {shop}, {amount}) a échoué : l’argent est revenu sur le solde Stripe. La demande est de nouveau en paiement et le centre commercial la rembourse de nouveau par Stripe ; si cela échoue encore, remboursez l’acheteur autrement.',
  ],
  provider_refund_failed_seen: [
    'Un remboursement Stripe de la commande {orderNo} a échoué',
    'Le remboursement {ref} fait chez Stripe de {amount} de la commande {orderNo} ({shop}) a échoué : l’argent est revenu sur le solde Stripe et a été rendu au solde de la boutique. Si la commande a été fermée pour lui, réglez-le avec l’acheteur et la boutique.',
  ],
  refund_closed_unpaid_seen: [
    'Demande {refundNo} close : Stripe ne peut pas la payer',
    '{shop} a accepté la demande {refundNo} (commande {orderNo}, {amount}), mais Stripe ne détient plus assez du paiement pour la rembourser par carte : elle a été close. Réglez-la avec l’acheteur et la boutique (un ajustement).',
  ],
  refund_failed_closed_seen: [
    'Le remboursement {refundNo} a échoué trois fois : remboursez l’acheteur autrement',
    'Le remboursement par carte de la demande {refundNo} (commande {orderNo}, {shop}, {amount}) a échoué chez Stripe pour la troisième fois : le centre commercial ne le paie donc plus par Stripe et la demande est close. L’argent est revenu sur le solde Stripe et la plateforme le détient pour l’acheteur (ajustements de la plateforme) : remboursez l’acheteur autrement et comptabilisez-le.',
  ],
  refund_held_released_seen: [
    'Argent réservé au remboursement {refundNo} versé à l’acheteur',
    'Le remboursement {ref} fait chez Stripe a versé à l’acheteur {amount} de l’argent que la plateforme détenait pour la demande {refundNo} (commande {orderNo}, {shop}) après l’échec de ses remboursements par carte : cette réserve est libérée (ajustements de la plateforme), la boutique n’est pas touchée. {heldLeft}',
  ],
  refund_held_again_seen: [
    'Le remboursement {refundNo} a échoué chez Stripe : argent de nouveau réservé à l’acheteur',
    'Le remboursement {ref} fait chez Stripe, qui avait versé à l’acheteur {amount} de l’argent que la plateforme détenait pour la demande {refundNo} (commande {orderNo}, {shop}), a échoué : l’argent est revenu sur le solde Stripe et la plateforme le détient de nouveau pour l’acheteur (ajustements de la plateforme), la boutique n’est pas touchée. Détenu désormais pour l’acheteur : {held} ; versez-le-lui autrement et comptabilisez-le.',
  ],
  refund_dispute_won_held_seen: [
    'Litige gagné sur la commande {orderNo} : argent de nouveau réservé pour le remboursement {refundNo}',
    'Le litige {ref} sur la commande {orderNo} ({shop}), dont la rétrofacturation avait versé à l’acheteur {amount} de l’argent que la plateforme détenait pour la demande {refundNo}, a été gagné : les fonds sont revenus sur le solde Stripe et la plateforme les détient de nouveau pour l’acheteur (ajustements de la plateforme), la boutique n’est pas touchée. Détenu désormais pour l’acheteur : {held} ; versez-le-lui autrement et comptabilisez-le.',
  ],
  refund_paid_twice_seen: [
    'Remboursement chez Stripe après le versement autrement de la demande {refundNo}',
    'Le remboursement {ref} fait chez Stripe ({amount}, commande {orderNo}, {shop}) est arrivé alors que l’acheteur de la demande {refundNo} avait déjà reçu {paidOther} autrement (en dernier le {paidOtherAt}). Il a d’abord payé ce qui était encore détenu pour l’acheteur, le cas échéant, et le reste a été comptabilisé comme tout remboursement fait chez Stripe : il peut payer l’acheteur deux fois. Vérifiez-le avec l’acheteur et la boutique, et régularisez-le par un ajustement si c’est le cas.',
  ],
  dispute_opened_seen: [
    'Contestation de la commande {orderNo} : preuves avant {dueBy}',
    'L’acheteur a contesté le paiement de la commande {orderNo} ({shop}, {amount}). Répondez dans Stripe avant {dueBy} ; {seenStake}{seenTotal}',
  ],
  dispute_closed_seen: [
    'Contestation de la commande {orderNo} close',
    'La contestation de la commande {orderNo} ({shop}, {amount}) est close : {verdict}{seenTotal}',
  ],
  chat_waiting: [
    '{shopper} attend une réponse dans la messagerie',
    '{shopper} a écrit à votre boutique et n’a pas encore reçu de réponse. Répondez depuis la messagerie.',
  ],
  chat_waiting_seen: [
    '{shopper} attend le service client',
    '{shopper} a écrit au service client du centre commercial et n’a pas encore reçu de réponse. Répondez depuis la messagerie du service client.',
  ],
};

export const FR_FRAME: typeof EN_FRAME = {
  open: 'Ouvrir',
  footer: 'Vous recevez ce message grâce à votre compte sur {mall}. Choisissez vos messages dans votre compte.',
  footer_staff: 'Vous recevez ce message grâce à votre compte sur {mall}.',
  shipment_send: 'Transporteur : {courier}, numéro de suivi {trackingNo}.',
  shipment_deliver: 'La boutique la livre elle-même : livreur {deliverer}, téléphone {phone}.',
  code_register: [
    'Votre code de vérification Mall : {code}',
    "Votre code de vérification est {code}. Il est valable 10 minutes. Si vous ne l'avez pas demandé, ignorez ce message.",
  ],
  code_reset: [
    'Réinitialiser votre mot de passe Mall : {code}',
    "Votre code pour réinitialiser le mot de passe est {code}. Il est valable 10 minutes. Si vous ne l'avez pas demandé, ignorez ce message ; votre mot de passe ne change pas.",
  ],
  account_exists: [
    'Vous avez déjà un compte Mall',
    "Quelqu'un a voulu s'inscrire avec cette adresse, qui a déjà un compte. Connectez-vous, ou réinitialisez votre mot de passe si vous l'avez oublié. Si ce n'était pas vous, ignorez ce message.",
  ],
  code_sms: ['', '[Mall] Votre code de vérification est {code}, valable 10 minutes.'],
  code_password: [
    'Votre code Mall pour définir un mot de passe : {code}',
    "[Mall] Votre code pour définir un mot de passe est {code}, valable 10 minutes. Si vous ne l'avez pas demandé, quelqu'un utilise peut-être votre compte : ne le communiquez pas.",
  ],
  password_set: [
    'Votre mot de passe Mall a été défini',
    "[Mall] Un mot de passe vient d'être défini pour votre compte. Si ce n'était pas vous, réinitialisez votre mot de passe tout de suite ou contactez-nous.",
  ],
  social_linked: [
    'La connexion avec {provider} a été ajoutée à votre compte Mall',
    "La connexion avec {provider} ouvre désormais votre compte Mall. Si ce n'était pas vous, supprimez la connexion {provider} sous « Connexions liées » dans votre compte et changez votre mot de passe.",
  ],
  staff_invite_register: [
    '{shop} vous invite à rejoindre son équipe sur Mall',
    "{shop} a invité cette adresse à rejoindre son équipe sur Mall. Pour accepter, créez d'abord un compte Mall avec cette adresse e-mail, puis ouvrez ce lien dans les 7 jours : {link} Si vous ne connaissez pas cette boutique, ignorez cet e-mail.",
  ],
  code_account: [
    "Votre code Mall pour confirmer que c'est vous : {code}",
    "[Mall] Votre code pour confirmer une modification de votre compte est {code}, valable 10 minutes. Si vous ne l'avez pas demandé, quelqu'un utilise peut-être votre compte : ne le communiquez pas.",
  ],
  code_email: [
    'Confirmez votre nouvelle adresse Mall : {code}',
    "Votre code pour utiliser cette adresse avec votre compte Mall est {code}. Il est valable 10 minutes. Si vous ne l'avez pas demandé, ignorez ce message.",
  ],
  email_in_use: [
    'Cette adresse a déjà un compte Mall',
    "Quelqu'un a voulu utiliser cette adresse pour un autre compte Mall. Elle appartient déjà à un compte, rien n'a changé. Si ce n'était pas vous, ignorez ce message.",
  ],
  email_changed: [
    'Votre adresse e-mail Mall a été modifiée',
    "[Mall] L'adresse e-mail de votre compte a été remplacée par {to}. Si ce n'était pas vous, contactez-nous tout de suite.",
  ],
  phone_changed: [
    'Votre numéro Mall a été modifié',
    "[Mall] Le numéro de téléphone de votre compte a été remplacé par {to}. Si ce n'était pas vous, contactez-nous tout de suite.",
  ],
  account_closed: [
    'Votre compte Mall a été fermé',
    "[Mall] Votre compte a été fermé et ses données personnelles supprimées. Vos commandes restent chez les boutiques pour leur comptabilité. Si ce n'était pas vous, contactez-nous tout de suite.",
  ],
  // Said of "votre modification" (feminine) in the title and in the text alike (audit CI11).
  decision_approved: 'approuvée',
  decision_rejected: 'refusée',
  dispute_stake_pending:
    '{amount} de l’argent de cette commande dans votre solde en attente est retenu jusqu’à la fin de la contestation.',
  dispute_stake_available:
    'La commande était déjà réglée : {amount} est prélevé sur votre solde disponible jusqu’à la fin de la contestation.',
  dispute_stake_none: 'Votre solde n’est pas en jeu : l’argent de cette commande avait déjà été rendu à l’acheteur.',
  dispute_won: 'le centre commercial l’a gagnée, et les {back} prélevés sur votre solde y sont revenus.',
  dispute_won_nothing: 'le centre commercial l’a gagnée. Rien n’avait été prélevé sur votre solde.',
  dispute_lost:
    'l’acheteur l’a gagnée : les {amount} prélevés sur votre solde sont allés à l’acheteur et ne reviennent pas.',
  dispute_lost_nothing:
    'l’acheteur l’a gagnée. Cela ne vous coûte rien : l’argent de cette commande lui avait déjà été rendu.',
  dispute_lost_closed:
    'l’acheteur l’a gagnée : les {amount} prélevés sur votre solde sont allés à l’acheteur. La commande n’était pas expédiée : elle est fermée comme remboursée et ses articles sont remis en stock. Ne l’expédiez pas.',
  dispute_closed: 'elle s’est close sans rétrofacturation ; rien de votre solde n’est plus retenu.',
  dispute_seen_won: 'le centre commercial l’a gagnée ; les {back} prélevés sur le solde de la boutique y sont revenus.',
  dispute_seen_won_nothing: 'le centre commercial l’a gagnée ; rien n’avait été prélevé sur le solde de la boutique.',
  dispute_seen_lost:
    'l’acheteur l’a gagnée ; les {amount} prélevés sur le solde de la boutique sont allés à l’acheteur.',
  dispute_seen_lost_nothing:
    'l’acheteur l’a gagnée ; cela ne coûte rien à la boutique, l’argent de la commande avait déjà été rendu.',
  dispute_seen_lost_closed:
    'l’acheteur l’a gagnée ; les {amount} prélevés sur le solde de la boutique sont allés à l’acheteur. La commande n’était pas expédiée : elle est fermée comme remboursée et ses articles sont remis en stock.',
  dispute_seen_closed: 'elle s’est close sans rétrofacturation ; plus rien n’est retenu.',
  dispute_seen_before: '{back} est revenu.',
  dispute_seen_stake_pending:
    'l’argent de la commande est retenu dans le solde en attente de la boutique jusqu’à la fin.',
  dispute_seen_stake_available:
    'la commande était déjà réglée : {amount} est prélevé sur le solde disponible de la boutique jusqu’à la fin.',
  dispute_seen_stake_none:
    'le solde de la boutique n’est pas en jeu : l’argent de la commande avait déjà été rendu à l’acheteur.',
  dispute_seen_total_open: 'La contestation porte sur {total} du paiement au total.',
  dispute_seen_released_open:
    '{released} sont de l’argent que la plateforme détient pour l’acheteur d’un remboursement clos pour le service client : la rétrofacturation le lui verse, cette réserve est donc libérée, sauf si la contestation est gagnée.',
  dispute_seen_platform_open:
    '{platform} dépassent ce que les boutiques détiennent encore du paiement : la plateforme supporte cette part, sauf si la contestation est gagnée.',
  dispute_seen_refunded:
    '{refunded} de ce paiement ont déjà été remboursés à l’acheteur : répondez à la contestation avec ce remboursement comme preuve.',
  dispute_seen_total_closed: 'La contestation portait sur {total} du paiement au total.',
  dispute_seen_released_lost:
    '{released} étaient de l’argent que la plateforme détenait pour l’acheteur d’un remboursement clos pour le service client : la rétrofacturation le lui a versé, cette réserve est donc libérée, ce n’est pas une perte (ajustements de la plateforme).',
  dispute_seen_platform_lost:
    '{platform} dépassaient ce que les boutiques détenaient : c’est une perte de la plateforme (ajustements de la plateforme).',
  dispute_seen_paid_other_lost:
    'L’acheteur avait déjà reçu {paidOther} autrement pour un remboursement clos pour le service client (en dernier le {paidOtherAt}) : la rétrofacturation l’a payé une seconde fois.',
  taken_from_pending: '{cost} ont été retirés de l’argent de cette commande dans votre solde en attente.',
  taken_from_available: 'la commande était déjà réglée : {cost} ont été prélevés sur votre solde disponible.',
  taken_debt:
    'Votre solde disponible est maintenant négatif : votre boutique doit {debt}, que vos prochaines ventes remboursent en premier.',
  taken_from_before: 'ce montant a été retiré de l’argent de cette commande dans votre solde.',
  taken_pays_refund:
    'cet argent a payé la demande de remboursement {pays} de l’acheteur ({paid}), dont le versement sur la carte avait échoué : votre boutique a déjà supporté ce remboursement quand il a été accepté, rien de plus n’est donc retiré de votre solde pour cela.',
  held_left_some: 'Encore détenu pour l’acheteur : {held} ; versez-le aussi et comptabilisez-le.',
  held_left_none: 'Plus rien n’est détenu pour l’acheteur.',
  refunded_at_stripe_closed: "La commande n'avait pas été expédiée : elle est close.",
  refunded_at_stripe_points: 'Les {points} points utilisés sur cette commande vous sont rendus.',
  refunded_at_stripe_coupons: 'Les coupons utilisés sur cette commande vous sont rendus.',
  refunded_at_stripe_before:
    "La commande n'avait pas été expédiée : elle est close, et les points et coupons utilisés vous sont rendus.",
  change_name: 'le nouveau nom « {name} »',
  change_pictures: 'de nouvelles images de qualification',
  change_both: 'le nouveau nom « {name} » et de nouvelles images de qualification',
  change_some: 'le profil de la boutique',
  // The platform disabled, or enabled again, the account (audit GM F4): told to its holder at once.
  account_disabled: [
    'Votre compte Mall a été désactivé',
    "[Mall] La plateforme a désactivé votre compte : vous ne pouvez plus vous connecter, et vos appareils ont été déconnectés. Si vous pensez qu'il s'agit d'une erreur, contactez le service client.",
  ],
  account_enabled: [
    'Votre compte Mall a été réactivé',
    '[Mall] La plateforme a réactivé votre compte : vous pouvez vous connecter comme avant.',
  ],
};

export const ES: typeof EN = {
  order_placed: [
    'Pedido {orderNo} realizado',
    'Gracias por tu pedido {orderNo} de {amount}. Págalo antes de {payBy}; si no, se cancelará.',
  ],
  order_paid: [
    'Pedido {orderNo} pagado',
    'Hemos recibido tu pago de {amount} del pedido {orderNo}. La tienda lo está preparando.',
  ],
  order_cancelled: [
    'Pedido {orderNo} cancelado',
    'El pedido {orderNo} no se pagó a tiempo, así que se canceló y sus productos volvieron a la venta.',
  ],
  order_shipped: [
    'Tu pedido {orderNo} está en camino',
    '{shop} envió tu pedido {orderNo} con {courier}, número de seguimiento {trackingNo}.',
  ],
  order_out_for_delivery: [
    'Tu pedido {orderNo} va en camino',
    '{shop} te lleva el pedido {orderNo} por su cuenta: lo entrega {deliverer}, teléfono {phone}.',
  ],
  order_shipment_corrected: [
    'Datos de envío del pedido {orderNo} corregidos',
    '{shop} corrigió los datos de envío de tu pedido {orderNo}. {shipment}',
  ],
  order_delivered: ['Pedido {orderNo} entregado', '{shop} entregó tu pedido {orderNo}. ¡Que lo disfrutes!'],
  order_received: [
    'Pedido {orderNo} marcado como recibido',
    'Tu pedido {orderNo} de {shop} se marcó como recibido automáticamente. Ya puedes valorarlo.',
  ],
  refund_accepted: ['Solicitud {refundNo} aceptada', '{shop} aceptó tu solicitud posventa {refundNo} por {amount}.'],
  refund_refused: ['Solicitud {refundNo} rechazada', '{shop} rechazó tu solicitud posventa {refundNo}: {reason}'],
  refund_goods_received: [
    'Devolución de la solicitud {refundNo} recibida',
    '{shop} recibió los productos devueltos de la solicitud {refundNo}; el reembolso llegará pronto.',
  ],
  refund_paid: ['Reembolso {refundNo} pagado', 'Se te devolvieron {amount} de la solicitud {refundNo} con {shop}.'],
  refund_failed: [
    'El reembolso {refundNo} no llegó a tu tarjeta',
    'Stripe no pudo devolver a tu tarjeta {amount} de la solicitud {refundNo} con {shop}, y ese dinero volvió al centro comercial. El centro comercial lo devuelve de nuevo a tu tarjeta; no tienes que hacer nada. Si la tarjeta se cerró, contacta con atención al cliente.',
  ],
  refund_closed_unpaid: [
    'La solicitud {refundNo} no pudo reembolsarse a la tarjeta',
    '{shop} aceptó tu solicitud posventa {refundNo} ({amount}), pero Stripe ya no tiene suficiente de tu pago para reembolsarla a tu tarjeta, así que la solicitud se cerró. La atención al cliente del centro comercial lo resuelve contigo; también puedes escribirles.',
  ],
  refund_failed_closed: [
    'El reembolso {refundNo} no pudo pagarse a tu tarjeta',
    'Stripe no pudo devolver a tu tarjeta el reembolso de la solicitud {refundNo} con {shop} ({amount}) por tercera vez, así que el centro comercial ya no lo paga con tarjeta y la solicitud se cerró. El dinero se guarda para ti: la atención al cliente del centro comercial lo resuelve contigo de otra forma; también puedes escribirles.',
  ],
  refund_paid_another_way: [
    'El reembolso {refundNo} se te pagó de otra forma',
    'La atención al cliente del centro comercial te pagó {amount} de la solicitud {refundNo} con {shop} de otra forma, ya que no se pudo devolver a tu tarjeta. Referencia: {reference}. Si no lo recibes en unos días, escribe a atención al cliente.',
  ],
  refund_paid_at_stripe: [
    'El reembolso {refundNo} llegó a tu tarjeta',
    'La atención al cliente del centro comercial devolvió a tu tarjeta {amount} de la solicitud {refundNo} con {shop}, del dinero que se guardaba para ti tras fallar los reembolsos con tarjeta. Tu banco puede tardar unos días en mostrarlo.',
  ],
  refund_paid_at_stripe_failed: [
    'El reembolso {refundNo} no llegó a tu tarjeta al final',
    'Los {amount} de la solicitud {refundNo} con {shop} que la atención al cliente devolvió a tu tarjeta fueron rechazados por la red de pago: al final no llegaron a tu tarjeta. El centro comercial vuelve a guardar ese dinero para ti, y la atención al cliente lo resolverá contigo. No tienes que hacer nada.',
  ],
  refund_dispute_won_held: [
    'Tu banco recuperó el dinero del reembolso {refundNo}',
    'Con tu disputa del pago, tu banco te había dado {amount} de la solicitud {refundNo} con {shop}, del dinero que el centro comercial guardaba para ti tras fallar los reembolsos a tu tarjeta. Después la disputa se resolvió a favor del centro comercial, así que tu banco recuperó ese dinero. El centro comercial vuelve a guardarlo para ti, y la atención al cliente lo resolverá contigo. No tienes que hacer nada.',
  ],
  order_refunded_at_stripe: [
    '{amount} reembolsados a tu tarjeta por el pedido {orderNo}',
    'El centro comercial reembolsó a tu tarjeta {amount} de tu pago del pedido {orderNo} con {shop}.{after}',
  ],
  order_closed_by_dispute: [
    'El pedido {orderNo} está cerrado: tu banco te devolvió el pago',
    'Tras tu disputa del pago, tu banco te devolvió {amount} del pedido {orderNo} con {shop}.{after}',
  ],
  refund_accepted_overdue: [
    'Solicitud {refundNo} aceptada',
    '{shop} no respondió a tiempo a tu solicitud posventa {refundNo}, así que el centro comercial la aceptó por la tienda: {amount}.',
  ],
  return_received_overdue: [
    'Devolución de la solicitud {refundNo} dada por recibida',
    '{shop} no confirmó a tiempo la llegada de los productos que devolviste en la solicitud {refundNo}, así que se dan por recibidos; el reembolso llegará pronto.',
  ],
  review_replied: ['{shop} respondió a tu reseña', '{shop} respondió a tu reseña de {product}.'],
  chat_answered: [
    '{shop} te respondió en el chat',
    '{shop} respondió a tu mensaje. Abre el chat para leerlo y responder.',
  ],
  coupon_expiring: ['Tu cupón caduca pronto', 'Tu cupón «{coupon}» caduca el {validTo}. Úsalo antes.'],
  application_approved: [
    'Tu tienda {shop} está abierta',
    'Tu solicitud para {shop} fue aprobada. Entra en la consola de comerciante para preparar la tienda.',
  ],
  application_rejected: [
    'Tu solicitud para {shop} no fue aprobada',
    'Nota del revisor, tal como la escribió: «{reason}»',
  ],
  staff_invited: [
    '{shop} te invita a llevar la tienda con su equipo',
    '{shop} te invitó a unirte a su equipo en el Mall: responderías a los clientes, enviarías pedidos y gestionarías reembolsos en la consola de comerciante. Abre la invitación para aceptarla; vale 7 días.',
  ],
  staff_removed: [
    'Ya no formas parte del equipo de {shop}',
    'Te quitaron del equipo de {shop}: su consola de comerciante ya no está abierta para ti. Tus propios pedidos y tu cuenta no cambian.',
  ],
  new_order: ['Nuevo pedido {orderNo} por enviar', 'El pedido {orderNo} de {amount} está pagado y espera el envío.'],
  refund_asked: [
    'Solicitud posventa {refundNo}',
    'Un cliente pide {amount} del pedido {orderNo} (solicitud {refundNo}). Decide, por favor.',
  ],
  refund_auto_accepted: [
    'Solicitud {refundNo} aceptada automáticamente',
    'La solicitud {refundNo} del pedido {orderNo} ({amount}) no se decidió a tiempo, así que se aceptó en nombre de tu tienda.',
  ],
  return_auto_received: [
    'La devolución de la solicitud {refundNo} se da por recibida',
    'No se confirmaron a tiempo los productos devueltos de la solicitud {refundNo} (pedido {orderNo}): se dan por recibidos y se devolvieron {amount} al cliente.',
  ],
  shop_change_decided: [
    'Tu cambio de {shop}: {decision}',
    'La plataforma ha {decision} tu cambio de {shop}: {change}. {reason}',
  ],
  shop_suspended: [
    'Tu tienda {shop} está suspendida',
    'La plataforma ha suspendido {shop}: «{reason}». Sus productos ya no aparecen en la tienda, y las ventas, los precios, los cupones y el perfil de la tienda esperan hasta que se reabra. Aún puedes enviar y reembolsar los pedidos ya pagados, decidir las solicitudes de reembolso, responder a los mensajes y pedir un pago de tu saldo disponible (la plataforma lo revisa). Si tienes preguntas, escribe al servicio de atención de la plataforma.',
  ],
  shop_reopened: [
    'Tu tienda {shop} vuelve a estar abierta',
    'La plataforma ha reabierto {shop}: sus productos vuelven a la tienda, y las ventas, los precios, los cupones y el perfil de la tienda funcionan de nuevo.',
  ],
  balance_adjusted: [
    'El saldo de tu tienda se ajustó en {amount}',
    'La plataforma ajustó el saldo de {shop} en {amount}: «{reason}». Disponible ahora: {available}; deuda: {debt} (tus próximas ventas saldan primero una deuda). Si tienes preguntas, escribe al servicio de atención de la plataforma.',
  ],
  payment_taken_back: [
    'Stripe devolvió {amount} del pedido {orderNo}',
    'Stripe devolvió {amount} del pedido {orderNo} al comprador sin pasar por el centro comercial ({ref}); {takenFrom} Si los artículos ya se enviaron, la plataforma acuerda contigo lo que te quedas: escribe al servicio de atención de la plataforma.',
  ],
  payment_taken_back_closed: [
    'No envíes el pedido {orderNo}: Stripe devolvió su dinero',
    'Stripe devolvió todo el dinero del pedido {orderNo} ({amount}) al comprador sin pasar por el centro comercial ({ref}). El pedido aún no se había enviado, así que se cerró como reembolsado y sus artículos volvieron al stock: no lo envíes.',
  ],
  payment_taken_back_failed: [
    'Falló un reembolso de Stripe del pedido {orderNo}: {amount} volvió',
    'El reembolso {ref} de {amount} del pedido {orderNo}, hecho en Stripe sin pasar por el centro comercial, falló: el comprador no recibió ese dinero, y se devolvió al dinero de este pedido en tu saldo. Un reembolso del centro comercial que había pagado se paga de nuevo por Stripe; no tienes que hacer nada.',
  ],
  dispute_opened: [
    'El comprador disputa el pedido {orderNo}',
    'El comprador disputó el pago del pedido {orderNo} con su banco. {stake} Las pruebas vencen el {dueBy}: envía ya a la plataforma la prueba de entrega y tus mensajes con el comprador.',
  ],
  dispute_closed: [
    'La disputa del pedido {orderNo} se cerró',
    'La disputa del pago del pedido {orderNo} se cerró: {outcome}',
  ],
  product_taken_down: [
    'La plataforma retiró {product}',
    'La plataforma retiró {product} de la venta: «{reason}». Tu tienda no puede volver a ponerlo a la venta hasta que la plataforma levante la retirada; puedes seguir editándolo para corregir lo que indica el motivo y luego escribir al servicio de atención de la plataforma.',
  ],
  product_restored: [
    'La plataforma levantó la retirada de {product}',
    'La plataforma levantó la retirada de {product}. Sigue fuera de venta: vuelve a ponerlo a la venta desde tus productos cuando estés listo.',
  ],
  low_stock: ['Quedan pocas unidades de {product}', 'Solo quedan {stock} de {product} ({sku}).'],
  staff_joined: [
    '{name} se unió a {shop}',
    '{name} aceptó tu invitación y ahora ayuda a llevar {shop} en la consola de comerciante. Puedes quitarlo en la página Equipo.',
  ],
  staff_left: [
    '{name} dejó {shop}',
    '{name} dejó el equipo de {shop}: la consola de comerciante ya no le está abierta, y sus conversaciones volvieron a las que no tienen responsable.',
  ],
  staff_removed_by_platform: [
    'La plataforma quitó a {name} de {shop}',
    'La plataforma quitó a {name} del equipo de {shop}: la consola de comerciante ya no le está abierta, sus conversaciones volvieron a las que no tienen responsable y los avisos que le habías encargado ya no le llegan. Si tienes preguntas, escribe al servicio de atención de la plataforma.',
  ],
  application_submitted: ['Nueva solicitud de tienda: {shop}', 'Una solicitud para abrir {shop} espera revisión.'],
  payout_asked: ['Pago {payoutNo} por revisar', '{shop} pidió un pago de {amount} ({payoutNo}).'],
  provider_refund_seen: [
    'Stripe devolvió {amount} del pedido {orderNo}',
    'Stripe devolvió {amount} del pedido {orderNo} ({shop}) al comprador sin pasar por el centro comercial ({ref}); se cargó al saldo de la tienda. Si los artículos se enviaron, acuérdalo con la tienda (un ajuste).',
  ],
  refund_failed_seen: [
    'El reembolso {refundNo} falló en Stripe',
    'Stripe informó que el reembolso con tarjeta de la solicitud {refundNo} (pedido {orderNo}, {shop}, {amount}) falló: el dinero volvió al saldo de Stripe. La solicitud vuelve a estar en pago y el centro comercial la paga de nuevo por Stripe; si vuelve a fallar, paga al comprador de otra forma.',
  ],
  provider_refund_failed_seen: [
    'Falló un reembolso de Stripe del pedido {orderNo}',
    'El reembolso {ref} hecho en Stripe por {amount} del pedido {orderNo} ({shop}) falló: el dinero volvió al saldo de Stripe y se devolvió al saldo de la tienda. Si el pedido se cerró por él, resuélvelo con el comprador y la tienda.',
  ],
  refund_closed_unpaid_seen: [
    'Solicitud {refundNo} cerrada: Stripe no puede pagarla',
    '{shop} aceptó la solicitud {refundNo} (pedido {orderNo}, {amount}), pero Stripe ya no tiene suficiente del pago para reembolsarla con tarjeta, así que se cerró. Resuélvelo con el comprador y la tienda (un ajuste).',
  ],
  refund_failed_closed_seen: [
    'El reembolso {refundNo} falló tres veces: paga al comprador de otra forma',
    'El reembolso con tarjeta de la solicitud {refundNo} (pedido {orderNo}, {shop}, {amount}) falló en Stripe por tercera vez, así que el centro comercial ya no lo paga por Stripe y la solicitud se cerró. El dinero volvió al saldo de Stripe y la plataforma lo guarda para el comprador (ajustes de la plataforma): paga al comprador de otra forma y regístralo.',
  ],
  refund_held_released_seen: [
    'Dinero guardado del reembolso {refundNo} pagado al comprador',
    'El reembolso {ref} hecho en Stripe pagó al comprador {amount} del dinero que la plataforma guardaba para la solicitud {refundNo} (pedido {orderNo}, {shop}) tras fallar sus reembolsos con tarjeta: esa reserva queda liberada (ajustes de la plataforma), sin tocar a la tienda. {heldLeft}',
  ],
  refund_held_again_seen: [
    'El reembolso {refundNo} falló en Stripe: dinero guardado de nuevo para el comprador',
    'El reembolso {ref} hecho en Stripe, que pagó al comprador {amount} del dinero que la plataforma guardaba para la solicitud {refundNo} (pedido {orderNo}, {shop}), falló: el dinero volvió al saldo de Stripe y la plataforma lo guarda de nuevo para el comprador (ajustes de la plataforma), sin tocar a la tienda. Guardado ahora para el comprador: {held}; págale de otra forma y regístralo.',
  ],
  refund_dispute_won_held_seen: [
    'Disputa ganada en el pedido {orderNo}: dinero guardado de nuevo para el reembolso {refundNo}',
    'La disputa {ref} sobre el pedido {orderNo} ({shop}), cuyo contracargo había pagado al comprador {amount} del dinero que la plataforma guardaba para la solicitud {refundNo}, se ganó: los fondos volvieron al saldo de Stripe y la plataforma los guarda de nuevo para el comprador (ajustes de la plataforma), sin tocar a la tienda. Guardado ahora para el comprador: {held}; págale de otra forma y regístralo.',
  ],
  refund_paid_twice_seen: [
    'Reembolso en Stripe después de pagar de otra forma la solicitud {refundNo}',
    'El reembolso {ref} hecho en Stripe ({amount}, pedido {orderNo}, {shop}) llegó cuando al comprador de la solicitud {refundNo} ya se le habían pagado {paidOther} de otra forma (por última vez el {paidOtherAt}). Pagó primero lo que aún se guardaba para el comprador, si algo, y el resto se registró como cualquier reembolso hecho en Stripe: puede pagar dos veces al comprador. Compruébalo con el comprador y la tienda y, si es así, resuélvelo con un ajuste.',
  ],
  dispute_opened_seen: [
    'Disputa del pedido {orderNo}: pruebas hasta el {dueBy}',
    'El comprador disputó el pago del pedido {orderNo} ({shop}, {amount}). Respóndela en Stripe antes del {dueBy}; {seenStake}{seenTotal}',
  ],
  dispute_closed_seen: [
    'Disputa del pedido {orderNo} cerrada',
    'La disputa del pedido {orderNo} ({shop}, {amount}) se cerró: {verdict}{seenTotal}',
  ],
  chat_waiting: [
    '{shopper} espera una respuesta en el chat',
    '{shopper} escribió a tu tienda y aún no ha recibido respuesta. Responde desde el buzón de chat.',
  ],
  chat_waiting_seen: [
    '{shopper} espera al servicio de atención al cliente',
    '{shopper} escribió al servicio de atención al cliente del centro comercial y aún no ha recibido respuesta. Responde desde el buzón de atención al cliente.',
  ],
};

export const ES_FRAME: typeof EN_FRAME = {
  open: 'Abrir',
  footer: 'Recibes este mensaje por tu cuenta en {mall}. Elige qué mensajes recibes en tu cuenta.',
  footer_staff: 'Recibes este mensaje por tu cuenta en {mall}.',
  shipment_send: 'Transportista: {courier}, número de seguimiento {trackingNo}.',
  shipment_deliver: 'Lo entrega la propia tienda: {deliverer}, teléfono {phone}.',
  code_register: [
    'Tu código de verificación de Mall: {code}',
    'Tu código de verificación es {code}. Es válido durante 10 minutos. Si no lo pediste, ignora este correo.',
  ],
  code_reset: [
    'Restablece tu contraseña de Mall: {code}',
    'Tu código para restablecer la contraseña es {code}. Es válido durante 10 minutos. Si no lo pediste, ignora este correo; tu contraseña no cambia.',
  ],
  account_exists: [
    'Ya tienes una cuenta de Mall',
    'Alguien intentó registrarse con esta dirección, que ya tiene una cuenta. Inicia sesión o restablece tu contraseña si la olvidaste. Si no fuiste tú, ignora este correo.',
  ],
  code_sms: ['', '[Mall] Tu código de verificación es {code}, válido durante 10 minutos.'],
  code_password: [
    'Tu código de Mall para establecer una contraseña: {code}',
    '[Mall] Tu código para establecer una contraseña es {code}, válido durante 10 minutos. Si no lo pediste, alguien puede estar usando tu cuenta: no lo compartas.',
  ],
  password_set: [
    'Se ha establecido tu contraseña de Mall',
    '[Mall] Se acaba de establecer una contraseña para tu cuenta. Si no fuiste tú, restablécela de inmediato o contáctanos.',
  ],
  social_linked: [
    'Se ha añadido el inicio de sesión con {provider} a tu cuenta de Mall',
    'Iniciar sesión con {provider} abre ahora tu cuenta de Mall. Si no has sido tú, elimina el inicio de sesión con {provider} en «Inicios de sesión vinculados» de tu cuenta y cambia tu contraseña.',
  ],
  staff_invite_register: [
    '{shop} te invita a unirte a su equipo en Mall',
    '{shop} invitó a esta dirección a unirse a su equipo en Mall. Para aceptar, crea primero una cuenta de Mall con esta dirección de correo y luego abre este enlace en un plazo de 7 días: {link} Si no conoces esta tienda, ignora este correo.',
  ],
  code_account: [
    'Tu código de Mall para confirmar que eres tú: {code}',
    '[Mall] Tu código para confirmar un cambio en tu cuenta es {code}, válido durante 10 minutos. Si no lo pediste, alguien puede estar usando tu cuenta: no lo compartas.',
  ],
  code_email: [
    'Confirma tu nuevo correo de Mall: {code}',
    'Tu código para usar esta dirección en tu cuenta de Mall es {code}. Es válido durante 10 minutos. Si no lo pediste, ignora este correo.',
  ],
  email_in_use: [
    'Esta dirección ya tiene una cuenta de Mall',
    'Alguien intentó usar esta dirección para otra cuenta de Mall. Ya pertenece a una cuenta, así que nada ha cambiado. Si no fuiste tú, ignora este correo.',
  ],
  email_changed: [
    'Se ha cambiado tu correo de Mall',
    '[Mall] El correo electrónico de tu cuenta se ha cambiado a {to}. Si no fuiste tú, contáctanos de inmediato.',
  ],
  phone_changed: [
    'Se ha cambiado tu teléfono de Mall',
    '[Mall] El número de teléfono de tu cuenta se ha cambiado a {to}. Si no fuiste tú, contáctanos de inmediato.',
  ],
  account_closed: [
    'Se ha cerrado tu cuenta de Mall',
    '[Mall] Tu cuenta se ha cerrado y sus datos personales se han eliminado. Tus pedidos se quedan en las tiendas para su contabilidad. Si no fuiste tú, contáctanos de inmediato.',
  ],
  decision_approved: 'aprobado',
  decision_rejected: 'rechazado',
  dispute_stake_pending:
    '{amount} del dinero de este pedido en tu saldo pendiente queda retenido hasta que la disputa se cierre.',
  dispute_stake_available:
    'El pedido ya estaba liquidado: se toman {amount} de tu saldo disponible hasta que la disputa se cierre.',
  dispute_stake_none: 'Tu saldo no está en juego: el dinero de este pedido ya se había devuelto al comprador.',
  dispute_won: 'el centro comercial la ganó, y los {back} tomados de tu saldo volvieron a él.',
  dispute_won_nothing: 'el centro comercial la ganó. No se había tomado nada de tu saldo.',
  dispute_lost: 'el comprador la ganó: los {amount} tomados de tu saldo fueron al comprador y no vuelven.',
  dispute_lost_nothing: 'el comprador la ganó. No te cuesta nada: el dinero de este pedido ya se le había devuelto.',
  dispute_lost_closed:
    'el comprador la ganó: los {amount} tomados de tu saldo fueron al comprador. El pedido no se había enviado, así que se cerró como reembolsado y sus artículos volvieron al stock: no lo envíes.',
  dispute_closed: 'se cerró sin contracargo; ya no se retiene nada de tu saldo.',
  dispute_seen_won: 'el centro comercial la ganó; los {back} tomados del saldo de la tienda volvieron a él.',
  dispute_seen_won_nothing: 'el centro comercial la ganó; no se había tomado nada del saldo de la tienda.',
  dispute_seen_lost: 'el comprador la ganó; los {amount} tomados del saldo de la tienda fueron al comprador.',
  dispute_seen_lost_nothing:
    'el comprador la ganó; no le cuesta nada a la tienda, el dinero del pedido ya se había devuelto.',
  dispute_seen_lost_closed:
    'el comprador la ganó; los {amount} tomados del saldo de la tienda fueron al comprador. El pedido no se había enviado: se cerró como reembolsado y sus artículos volvieron al stock.',
  dispute_seen_closed: 'se cerró sin contracargo; ya no se retiene nada.',
  dispute_seen_before: 'volvieron {back}.',
  dispute_seen_stake_pending:
    'el dinero del pedido queda retenido en el saldo pendiente de la tienda hasta que se cierre.',
  dispute_seen_stake_available:
    'el pedido ya estaba liquidado: se toman {amount} del saldo disponible de la tienda hasta que se cierre.',
  dispute_seen_stake_none:
    'el saldo de la tienda no está en juego: el dinero del pedido ya se había devuelto al comprador.',
  dispute_seen_total_open: 'La disputa es por {total} del pago en total.',
  dispute_seen_released_open:
    '{released} son dinero que la plataforma guarda para el comprador de un reembolso cerrado para atención al cliente: el contracargo se lo paga, así que esa reserva queda liberada, salvo que se gane la disputa.',
  dispute_seen_platform_open:
    '{platform} superan lo que las tiendas aún tienen del pago: la plataforma asume esa parte salvo que se gane la disputa.',
  dispute_seen_refunded:
    'Ya se reembolsaron {refunded} de este pago al comprador: responde a la disputa con ese reembolso como prueba.',
  dispute_seen_total_closed: 'La disputa era por {total} del pago en total.',
  dispute_seen_released_lost:
    '{released} eran dinero que la plataforma guardaba para el comprador de un reembolso cerrado para atención al cliente: el contracargo se lo pagó, así que esa reserva queda liberada, no es una pérdida (ajustes de la plataforma).',
  dispute_seen_platform_lost:
    '{platform} superaban lo que tenían las tiendas: es una pérdida de la plataforma (ajustes de la plataforma).',
  dispute_seen_paid_other_lost:
    'Al comprador ya se le habían pagado {paidOther} de otra forma por un reembolso cerrado para la atención al cliente (por última vez el {paidOtherAt}): el contracargo le pagó de nuevo.',
  taken_from_pending: 'se descontaron {cost} del dinero de este pedido en tu saldo pendiente.',
  taken_from_available: 'el pedido ya estaba liquidado, así que se tomaron {cost} de tu saldo disponible.',
  taken_debt: 'Tu saldo disponible ahora es negativo: tu tienda debe {debt}, que tus próximas ventas pagan primero.',
  taken_from_before: 'se descontó del dinero de este pedido en tu saldo.',
  taken_pays_refund:
    'este dinero pagó la solicitud de reembolso {pays} del comprador ({paid}), cuyo pago a la tarjeta había fallado: tu tienda ya asumió ese reembolso cuando se aceptó, así que no se descuenta nada más de tu saldo por ello.',
  held_left_some: 'Aún se guarda para el comprador: {held}; págalo también y regístralo.',
  held_left_none: 'Ya no se guarda nada para el comprador.',
  refunded_at_stripe_closed: 'El pedido no se había enviado: está cerrado.',
  refunded_at_stripe_points: 'Los {points} puntos que usaste en él vuelven a tu cuenta.',
  refunded_at_stripe_coupons: 'Los cupones que usaste en él vuelven a tu cuenta.',
  refunded_at_stripe_before:
    'El pedido no se había enviado: está cerrado, y los puntos y cupones que usaste en él vuelven a tu cuenta.',
  change_name: 'el nuevo nombre «{name}»',
  change_pictures: 'nuevas imágenes de cualificación',
  change_both: 'el nuevo nombre «{name}» y nuevas imágenes de cualificación',
  change_some: 'el perfil de la tienda',
  // The platform disabled, or enabled again, the account (audit GM F4): told to its holder at once.
  account_disabled: [
    'Se ha desactivado tu cuenta de Mall',
    '[Mall] La plataforma ha desactivado tu cuenta: ya no puedes iniciar sesión y se han cerrado las sesiones de tus dispositivos. Si crees que es un error, contacta con atención al cliente.',
  ],
  account_enabled: [
    'Se ha reactivado tu cuenta de Mall',
    '[Mall] La plataforma ha reactivado tu cuenta: puedes iniciar sesión como antes.',
  ],
};
