import type { MessageMap, PatternFormatters } from './english';
import { moneyIn } from './money-text';

/** Español */
export const messages: MessageMap = {
  success: 'Operación realizada correctamente',
  'Signed in': 'Sesión iniciada',
  'Signed out': 'Sesión cerrada',
  'Registration succeeded': 'Registro completado',
  'Welcome, guest': '¡Bienvenido! Estás comprando como invitado',
  'The verification code has been sent': 'Se ha enviado el código de verificación',
  'The verification code has been sent, please check your email':
    'Se ha enviado el código de verificación, revisa tu correo',
  'If an account uses this address, a code is on its way; please check your email':
    'Si alguna cuenta usa esta dirección, el código va en camino; revisa tu correo',
  'Your password has been reset, please sign in': 'Tu contraseña se ha restablecido, inicia sesión',
  'Your password has been changed': 'Tu contraseña se ha cambiado',
  'Your password has been set': 'Tu contraseña se ha establecido',
  'The computer is signed in': 'El ordenador ha iniciado sesión',
  'This sign-in was removed from its account by the owner; please sign in another way':
    'El titular de la cuenta eliminó este inicio de sesión; inicia sesión de otra forma',
  'The sign-in was removed and your other devices were signed out':
    'Se ha eliminado el inicio de sesión y se ha cerrado la sesión en tus otros dispositivos',
  'The device was signed out': 'Se ha cerrado la sesión del dispositivo',
  'Your other devices were signed out': 'Se ha cerrado la sesión en tus otros dispositivos',
  'Your e-mail address has been changed': 'Se ha cambiado tu correo electrónico',
  'Your phone number has been changed': 'Se ha cambiado tu número de teléfono',
  'Your account has been closed': 'Tu cuenta se ha cerrado',
  'This address belongs to an account that signs in with its password; please sign in with the password':
    'Esta dirección pertenece a una cuenta que inicia sesión con su contraseña; inicia sesión con la contraseña',
  'This sign-in is the only way into the account; set a password before removing it':
    'Este inicio de sesión es la única forma de entrar en la cuenta; establece una contraseña antes de eliminarlo',
  Saved: 'Guardado',
  Deleted: 'Eliminado',
  Removed: 'Eliminado del carrito',
  Uploaded: 'Imagen subida',
  'Added to cart': 'Añadido al carrito',
  'Added to favourites': 'Añadido a favoritos',
  'Removed from favourites': 'Eliminado de favoritos',
  Followed: 'Sigues esta tienda',
  Unfollowed: 'Ya no sigues esta tienda',
  'You can keep at most 500 favourites': 'Puedes guardar como máximo 500 favoritos',
  'Order placed': 'Pedido realizado',
  'The order has been cancelled': 'El pedido se ha cancelado',
  'Receipt confirmed': 'Recepción confirmada',
  Shipped: 'Pedido enviado',
  'Payment successful': 'Pago realizado correctamente',

  'parameter validation failed': 'error en la validación de parámetros',
  'no permission': 'sin permiso',
  'no data found': 'no se encontraron datos',
  'system exception': 'excepción del sistema',
  'please sign in': 'inicia sesión',
  'Your session has expired, please sign in again': 'Tu sesión ha caducado, vuelve a iniciar sesión',
  'You have been signed out, please sign in again': 'Se ha cerrado tu sesión, vuelve a iniciar sesión',
  'Your sign-in is not valid, please sign in again': 'Tu sesión no es válida, vuelve a iniciar sesión',

  'The account or password is incorrect': 'La cuenta o la contraseña no son correctas',
  'Enter the characters shown in the picture': 'Escribe los caracteres de la imagen',
  'Too many codes requested, please try again later': 'Has pedido demasiados códigos, inténtalo de nuevo más tarde',
  'The verification code is wrong or has expired': 'El código de verificación es incorrecto o ha caducado',
  'No account uses this number; sign in with the e-mail of your shop account':
    'Ninguna cuenta usa este número; inicia sesión con el correo electrónico de la cuenta de tu tienda',
  'Too many wrong codes, please ask for a new one': 'Demasiados códigos incorrectos, pide uno nuevo',
  'This email address is already registered, please sign in':
    'Este correo electrónico ya está registrado, inicia sesión',
  'This phone number is already registered, please sign in':
    'Este número de teléfono ya está registrado, inicia sesión',
  'Guest sign-in is not open': 'La compra como invitado no está disponible',
  'This QR code is unknown': 'No se reconoce este código QR',
  'This QR code has expired, please refresh it on the computer':
    'Este código QR ha caducado, actualízalo en el ordenador',
  'This QR code was scanned with another account; only that account can confirm it':
    'Este código QR se escaneó con otra cuenta; solo esa cuenta puede confirmarlo',
  'This QR code was already used; scan a new one on the computer':
    'Este código QR ya se usó; escanea uno nuevo en el ordenador',
  'Sign-in refused; the computer was told': 'Inicio de sesión rechazado; el ordenador ya lo sabe',
  'An administrator or shop staff account cannot sign a computer in by QR code; sign in there with the password':
    'Una cuenta de administrador o de personal de una tienda no puede iniciar sesión en un ordenador con código QR; inicia sesión allí con la contraseña',
  'Social sign-in is not available right now':
    'El inicio de sesión con redes sociales no está disponible en este momento',
  'login not allowed for current user via social login': 'Este usuario no puede iniciar sesión con redes sociales',

  'User not found': 'No se ha encontrado el usuario',
  'A guest account has no password; register to set one':
    'Una cuenta de invitado no tiene contraseña; regístrate para crear una',
  'The current password is incorrect': 'La contraseña actual no es correcta',
  'Ask for a code and enter it to set your password': 'Pide un código e introdúcelo para establecer tu contraseña',
  'Your account has no phone number or email address to send a code to':
    'Tu cuenta no tiene un número de teléfono ni un correo electrónico al que enviar un código',
  'Enter your password to confirm it is you': 'Introduce tu contraseña para confirmar que eres tú',
  'Ask for a code and enter it to confirm it is you': 'Pide un código e introdúcelo para confirmar que eres tú',
  'Sign in again, then make this change within 10 minutes':
    'Vuelve a iniciar sesión y haz este cambio en los 10 minutos siguientes',
  'This e-mail address is used by another account': 'Otra cuenta usa esta dirección de correo electrónico',
  'This phone number is used by another account': 'Otra cuenta usa este número de teléfono',
  'This is already your e-mail address': 'Esta ya es tu dirección de correo electrónico',
  'This is already your phone number': 'Este ya es tu número de teléfono',
  'This device is already signed out': 'Este dispositivo ya no tiene la sesión iniciada',
  "The platform administrator's account cannot be closed":
    'La cuenta del administrador de la plataforma no se puede cerrar',
  "You run a shop on the mall, so your account cannot be closed from the account page: write to the mall's customer service in the chat to leave the mall":
    'Tienes una tienda en el centro comercial, así que tu cuenta no se puede cerrar desde la página de la cuenta: escribe a la atención al cliente del centro comercial en el chat para dejar el centro comercial',
  'Leave the shop first (Staff page of the console), then close your account':
    'Primero deja la tienda (página Equipo de la consola) y luego cierra tu cuenta',
  'Send the picture as multipart form data in the field "file"':
    'Envía la imagen como datos de formulario multipart en el campo "file"',
  'Send the picture in the field "file"': 'Envía la imagen en el campo "file"',
  'The picture is larger than 5 MB': 'La imagen supera los 5 MB',
  'Only JPG and PNG pictures can be uploaded': 'Solo se pueden subir imágenes JPG y PNG',
  'The picture could not be read': 'No se ha podido leer la imagen',

  'Product not found': 'No se ha encontrado el producto',
  'Shop not found': 'No se ha encontrado la tienda',
  'Activity not found': 'No se ha encontrado el evento',
  'Address not found': 'No se ha encontrado la dirección',
  'This product is not available': 'Este producto no está disponible',
  'This item is out of stock': 'Este artículo está agotado',
  'Your cart is full, please check out or remove items':
    'Tu carrito está lleno; finaliza la compra o elimina algunos artículos',
  'This cart item does not exist': 'Este artículo no está en tu carrito',
  'A product in your order is no longer available': 'Un producto de tu pedido ya no está disponible',
  'The same item appears twice': 'El mismo artículo aparece dos veces',
  'This checkout does not exist': 'Este proceso de compra no existe',
  'This checkout has expired, please start again': 'Este proceso de compra ha caducado, empieza de nuevo',
  'This coupon cannot be used for this order': 'Este cupón no se puede usar en este pedido',

  'Order not found': 'No se ha encontrado el pedido',
  'Only an unpaid order can be cancelled': 'Solo se puede cancelar un pedido pendiente de pago',
  'Only a shipped order can be confirmed as received': 'Solo se puede confirmar la recepción de un pedido enviado',
  'Only a completed or cancelled order can be deleted': 'Solo se puede eliminar un pedido completado o cancelado',
  'This order has an after-sales request in progress; you can delete it once the request is closed':
    'Este pedido tiene una solicitud posventa en curso; podrás eliminarlo cuando se cierre',
  'This account does not run a shop': 'Esta cuenta no gestiona ninguna tienda',
  'This text cannot hold control or direction characters':
    'Este texto no puede contener caracteres de control ni de dirección',
  'A letter in this text carries too many accents or marks':
    'Una letra de este texto lleva demasiados acentos o signos',
  'This shop is suspended: only its orders, refunds, messages and payouts can be handled':
    'Esta tienda está suspendida: solo se pueden atender sus pedidos, reembolsos, mensajes y pagos',
  'This account cannot run the platform': 'Esta cuenta no puede administrar la plataforma',
  'This order is closed: its money was given back to the buyer. Do not ship it':
    'Este pedido está cerrado: su dinero se devolvió al comprador. No lo envíes',
  'Only a paid order waiting for delivery can be shipped': 'Solo se puede enviar un pedido pagado y pendiente de envío',
  'This order has already been paid': 'Este pedido ya está pagado',
  'This order was cancelled because it was not paid in time': 'Este pedido se canceló porque no se pagó a tiempo',
  'This order was cancelled, it can no longer be paid': 'Este pedido se canceló y ya no se puede pagar',
  'A shop of this order is closed for now, so the order cannot be paid; cancel it and order the other goods again':
    'Una tienda de este pedido está cerrada por ahora, así que no se puede pagar; cancélalo y vuelve a pedir los demás artículos',
  'This order was cancelled before the payment arrived; the money has been refunded':
    'Este pedido se canceló antes de recibir el pago; se ha reembolsado el importe',
  'A shop of this order is closed for now, so the order cannot be paid and the money has been refunded; cancel it and order the other goods again':
    'Una tienda de este pedido está cerrada por ahora, así que no se puede pagar y se ha reembolsado el importe; cancélalo y vuelve a pedir los demás artículos',
  'Refunded: the order was no longer payable': 'Reembolsado: el pedido ya no se podía pagar',
  'Too many payment attempts, please try again later': 'Demasiados intentos de pago, inténtalo de nuevo más tarde',
  'Card payments go through the card form of the payment page':
    'Los pagos con tarjeta se hacen en el formulario de tarjeta de la página de pago',
  'The webhook signature is not valid': 'La firma del webhook no es válida',
  'This event is about a payment whose success is not recorded yet: it is handled when Stripe delivers it again':
    'Este evento trata de un pago cuyo éxito aún no está registrado: se procesa cuando Stripe lo entregue de nuevo',
  'Your card number is incorrect': 'El número de tu tarjeta no es correcto',
  'Your card has expired': 'Tu tarjeta ha caducado',
  'Your card was declined': 'Tu tarjeta ha sido rechazada',
  'Your card has insufficient funds': 'Tu tarjeta no tiene fondos suficientes',
  "Your card's security code is incorrect": 'El código de seguridad de tu tarjeta no es correcto',
  'The card could not be processed just now; please try again':
    'No se pudo procesar la tarjeta en este momento; inténtalo de nuevo',
  'Your bank did not confirm the payment; please try again': 'Tu banco no confirmó el pago; inténtalo de nuevo',
  'The card was declined': 'La tarjeta fue rechazada',

  'Fill in your email address': 'Introduce tu correo electrónico',
  'Fill in the correct email address': 'Introduce un correo electrónico válido',
  'Fill in your phone number': 'Introduce tu número de teléfono',
  'Fill in the correct phone number': 'Introduce un número de teléfono válido',
  'Fill in your password': 'Introduce tu contraseña',
  'Confirm your password': 'Confirma tu contraseña',
  'The passwords are inconsistent': 'Las contraseñas no coinciden',
  'Please read and agree to the agreement': 'Lee y acepta el acuerdo',
  'Fill in the verification code': 'Introduce el código de verificación',
  'The verification code may only contain letters, digits and underscores':
    'El código de verificación solo puede contener letras, números y guiones bajos',
  'Use 8 to 64 characters with letters and digits': 'Usa de 8 a 64 caracteres con letras y números',
  'This password is too common, please choose another': 'Esta contraseña es demasiado común, elige otra',
  'Choose a country code': 'Elige un prefijo de país',
  'User name cannot be empty': 'El nombre de usuario no puede estar vacío',
  'This name is kept for the mall’s own staff; please choose another':
    'Este nombre está reservado al personal del Mall; elige otro',
  'At most 32 characters': 'Como máximo 32 caracteres',
  'Upload the picture first': 'Sube primero la imagen',
  'Quantity must be a whole number': 'La cantidad debe ser un número entero',
  'Quantity must be at least 1': 'La cantidad debe ser al menos 1',
  'At most 999 at a time': 'Como máximo 999 unidades a la vez',
  'Select an item': 'Selecciona un artículo',
  'Unknown checkout': 'Proceso de compra desconocido',
  'Unknown order': 'Número de pedido desconocido',
  'The note must be under 150 characters': 'La nota debe tener menos de 150 caracteres',
  'The note holds too many joined symbols or marks for its length: shorten it':
    'La nota contiene demasiados símbolos unidos o marcas para su longitud: acórtela',
  'This text holds too many joined symbols or marks for its length: shorten it':
    'Este texto contiene demasiados símbolos unidos o marcas para su longitud: acórtelo',
  'A note of spaces or invisible characters says nothing: write it in words or leave it empty':
    'Una nota de espacios o caracteres invisibles no dice nada: escríbala con palabras o déjela vacía',
  'Choose a payment method': 'Elige un método de pago',
  'Fill in the consignee name': 'Introduce el nombre del destinatario',
  'Fill in the detailed address': 'Introduce la dirección completa',
  'Fill in the post code': 'Introduce el código postal',
  'The consignee name must be at most 50 characters': 'El nombre del destinatario debe tener como máximo 50 caracteres',
  'The province or state must be at most 60 characters':
    'La provincia o el estado debe tener como máximo 60 caracteres',
  'The city must be at most 60 characters': 'La ciudad debe tener como máximo 60 caracteres',
  'The detailed address must be at most 200 characters': 'La dirección detallada debe tener como máximo 200 caracteres',
  'The post code must be at most 20 characters': 'El código postal debe tener como máximo 20 caracteres',
  'Fill in the courier company': 'Introduce la empresa de transporte',
  'Fill in the tracking number': 'Introduce el número de seguimiento',
  'Enter the card number': 'Introduce el número de la tarjeta',
  'Enter the expiry date as MM/YY': 'Introduce la fecha de caducidad con el formato MM/AA',
  'Enter the security code': 'Introduce el código de seguridad',
  'Enter the name on the card': 'Introduce el nombre que figura en la tarjeta',

  'Thank you for your review': 'Gracias por tu reseña',
  'Reply saved': 'Respuesta guardada',
  'Only a received order can be reviewed': 'Solo se puede valorar un pedido recibido',
  'This item is not part of the order': 'Este artículo no forma parte del pedido',
  'This item has already been reviewed': 'Este artículo ya ha sido valorado',
  'The time to review this order has passed': 'El plazo para valorar este pedido ha terminado',
  'This item is in a refund and cannot be reviewed': 'Este artículo está en un reembolso y no se puede valorar',
  "A shop's own staff cannot review its products": 'El personal de una tienda no puede valorar sus propios productos',
  'You bought this while you helped run the shop, so you cannot review it':
    'Lo compraste mientras ayudabas a llevar la tienda, así que no puedes valorarlo',
  'Review pictures must be uploaded with the upload button':
    'Las fotos de la reseña deben subirse con el botón de subida',
  'A review takes at most 5 pictures': 'Una reseña admite como máximo 5 fotos',
  'Review not found': 'Reseña no encontrada',
  'Give the product quality a score from 1 to 5': 'Puntúa la calidad del producto de 1 a 5',
  'Give the service attitude a score from 1 to 5': 'Puntúa la atención del servicio de 1 a 5',
  'Please fill in your experience with the product': 'Cuéntanos tu experiencia con el producto',
  'The review must be at most 500 characters': 'La reseña debe tener como máximo 500 caracteres',
  'Fill in the reply': 'Escribe la respuesta',
  'The reply must be at most 500 characters': 'La respuesta debe tener como máximo 500 caracteres',

  'Your application has been submitted': 'Tu solicitud se ha enviado',
  'The application has been approved and the shop is open': 'La solicitud se ha aprobado y la tienda está abierta',
  'The application has been rejected': 'La solicitud se ha rechazado',
  'You already have an application under review': 'Ya tiene una solicitud en revisión',
  'You already run a shop': 'Ya gestiona una tienda',
  'An approved application cannot be changed': 'Una solicitud aprobada no se puede modificar',
  'Register an account to apply as a merchant': 'Regístrese para solicitar ser comerciante',
  'Application not found': 'Solicitud no encontrada',
  'This application has already been reviewed': 'Esta solicitud ya ha sido revisada',
  'The applicant already runs a shop': 'El solicitante ya gestiona una tienda',
  'Fill in the company name': 'Introduce el nombre de la empresa',
  'The company name must be at most 50 characters': 'El nombre de la empresa debe tener como máximo 50 caracteres',
  'Fill in your real name': 'Introduce tu nombre real',
  'The real name must be at most 30 characters': 'El nombre real debe tener como máximo 30 caracteres',
  'Choose a merchant category': 'Elige una categoría de comerciante',
  'Choose a store type': 'Elige un tipo de tienda',
  'Upload at least one qualification picture': 'Sube al menos una imagen de cualificación',
  'Upload at most 10 qualification pictures': 'Sube como máximo 10 imágenes de cualificación',
  'Qualification pictures must be uploaded through this page':
    'Las imágenes de cualificación deben subirse desde esta página',
  'Please read and agree to the settlement agreement': 'Lee y acepta el acuerdo de incorporación',
  'Fill in the reason for the rejection': 'Introduce el motivo del rechazo',
  'The reason must be at most 200 characters': 'El motivo debe tener como máximo 200 caracteres',

  // Coupons and points.
  'Coupon received': 'Cupón obtenido',
  'Coupon created': 'Cupón creado',
  'Coupon closed': 'El cupón ya no se reparte',
  'This coupon does not exist': 'Este cupón no existe',
  'This coupon has already been used': 'Este cupón ya se ha usado',
  'The price of your order has changed: please check the new total and confirm again':
    'El precio de tu pedido ha cambiado: revisa el nuevo total y confirma de nuevo',
  'The amount to pay must be written like 12.50': 'El importe a pagar debe escribirse como 12,50',
  'This coupon has expired': 'Este cupón ha caducado',
  'This coupon cannot be used yet': 'Este cupón todavía no se puede usar',
  'The same coupon is chosen twice': 'El mismo cupón se ha elegido dos veces',
  'This coupon does not apply to the goods in this order': 'Este cupón no se aplica a los artículos de este pedido',
  'This order does not reach the minimum spend of this coupon': 'Este pedido no alcanza el gasto mínimo de este cupón',
  'Only one platform coupon can be used per order': 'Solo se puede usar un cupón de la plataforma por pedido',
  'Only one coupon per shop can be used': 'Solo se puede usar un cupón por tienda',
  "The mall's coupons do not apply to the goods of a shop you run":
    'Los cupones del centro comercial no se aplican a los productos de una tienda que gestionas',
  'This coupon cannot be received now': 'Este cupón no se puede obtener ahora',
  'This coupon has all been taken': 'Ya no quedan cupones de este tipo',
  'You have already received this coupon': 'Ya has obtenido este cupón',
  'The discount must be more than 0': 'El descuento debe ser mayor que 0',
  'The discount must be less than the minimum spend': 'El descuento debe ser menor que el gasto mínimo',
  'The validity must end in the future': 'La validez debe terminar en el futuro',
  'Fill in the text': 'Escribe el texto',
  'Fill in the subject': 'Escribe el asunto',
  'This adjustment number was used for another adjustment': 'Este número de ajuste ya se usó para otro ajuste',
  'The adjustment was booked': 'El ajuste se ha registrado',
  'This adjustment was already booked; nothing was booked again':
    'Este ajuste ya estaba registrado; no se ha vuelto a registrar nada',
  'Give the reason of the adjustment (at most 200 characters)':
    'Indica el motivo del ajuste (como máximo 200 caracteres)',
  'Give the reason of the suspension (at most 200 characters)':
    'Indica el motivo de la suspensión (200 caracteres como máximo)',
  'Give the reason for taking the product down (at most 500 characters)':
    'Indica el motivo de la retirada del producto (500 caracteres como máximo)',
  'This product is already taken down': 'Este producto ya está retirado por la plataforma',
  'This product is not taken down': 'Este producto no está retirado por la plataforma',
  'The product was taken down': 'El producto se ha retirado de la venta',
  'The takedown was lifted: the shop decides when to sell the product again':
    'Se ha levantado la retirada: la tienda decide cuándo volver a poner el producto a la venta',
  'Enter an amount such as 12.50 (to credit the shop) or -12.50 (to charge it), not 0':
    'Introduce un importe como 12,50 (abono a la tienda) o -12,50 (cargo a la tienda), distinto de 0',
  'Receiving must start before the validity ends': 'La recepción debe empezar antes de que termine la validez',
  'Receiving must end in the future': 'La recepción debe terminar en el futuro',
  'A goods coupon can only cover products of your shop':
    'Un cupón de productos solo puede cubrir productos de tu tienda',
  'A product chosen for this coupon does not exist': 'Un producto elegido para este cupón no existe',
  'This category does not exist': 'Esta categoría no existe',
  'Enter an amount such as 5 or 5.50': 'Introduce un importe, por ejemplo 5 o 5,50',
  'Enter a date and time': 'Introduce una fecha y hora',
  'Fill in the coupon name': 'Escribe el nombre del cupón',
  'The coupon name is at most 40 characters': 'El nombre del cupón tiene como máximo 40 caracteres',
  'Choose what the coupon applies to': 'Elige a qué se aplica el cupón',
  'A coupon covers at most 100 products': 'Un cupón cubre como máximo 100 productos',
  'Valid for at least 1 day': 'Válido al menos 1 día',
  'Valid for at most 365 days': 'Válido como máximo 365 días',
  'Choose the products of a goods coupon': 'Elige los productos del cupón de productos',
  'Choose the category of a category coupon': 'Elige la categoría del cupón de categoría',
  'Give the days of validity or fixed dates': 'Indica los días de validez o fechas fijas',
  'Give the days of validity or fixed dates, not both': 'Indica los días de validez o fechas fijas, no ambos',
  'Give both the first and the last day of validity': 'Indica el primer y el último día de validez',
  'The validity must end after it starts': 'La validez debe terminar después de empezar',
  'Receiving must end after it starts': 'El periodo para obtenerlo debe terminar después de empezar',

  // Platform console.
  'This shop is already open': 'Esta tienda ya está abierta',
  'This shop is already suspended': 'Esta tienda ya está suspendida',
  'The shop has been suspended': 'La tienda ha sido suspendida',
  'The shop is open again': 'La tienda vuelve a estar abierta',
  'A category cannot be its own parent': 'Una categoría no puede ser su propia categoría superior',
  'The parent category does not exist': 'La categoría superior no existe',
  'Categories have two levels: choose a top category as the parent':
    'Las categorías tienen dos niveles: elige una categoría principal como superior',
  'Category not found': 'Categoría no encontrada',
  'A category with subcategories stays at the top level': 'Una categoría con subcategorías se queda en el primer nivel',
  'Products are filed under second-level categories: move them before making this a top category':
    'Los productos se clasifican en categorías de segundo nivel: muévelos antes de convertirla en categoría principal',
  'Delete or move its subcategories first': 'Primero elimina o mueve sus subcategorías',
  'Products are filed under this category: move them first': 'Hay productos en esta categoría: muévelos primero',
  'A coupon is bound to this category': 'Hay un cupón vinculado a esta categoría',
  'Merchant type not found': 'Tipo de tienda no encontrado',
  'Merchant category not found': 'Categoría de comerciante no encontrada',
  'This keyword is already in the list': 'Esta palabra clave ya está en la lista',
  'Keep at most 50 hot keywords': 'Como máximo 50 palabras clave populares',
  'Keyword not found': 'Palabra clave no encontrada',
  'Keep at most 20 banners': 'Como máximo 20 banners',
  'Banner not found': 'Banner no encontrado',
  'The user has been signed out everywhere': 'Se ha cerrado la sesión del usuario en todas partes',
  'This account has been disabled': 'Esta cuenta ha sido desactivada',
  'This account has been closed': 'Esta cuenta se ha cerrado',
  'You cannot disable your own account': 'No puedes desactivar tu propia cuenta',
  'A platform administrator cannot be disabled':
    'La cuenta de un administrador de la plataforma no se puede desactivar',
  'This account is already disabled': 'Esta cuenta ya está desactivada',
  'This is the last active person who runs an open shop: suspend the shop or give it another owner first':
    'Es la última persona activa que lleva una tienda abierta: suspende la tienda o dale otro propietario primero',
  'Nobody who runs this shop can sign in: enable one of its staff or give it another owner before reopening it':
    'Nadie que lleve esta tienda puede iniciar sesión: activa a alguien de su personal o dale otro propietario antes de reabrirla',
  'This account is not disabled': 'Esta cuenta no está desactivada',
  'The account has been disabled and signed out everywhere':
    'La cuenta se ha desactivado y se ha cerrado su sesión en todas partes',
  'The account has been enabled': 'La cuenta se ha activado',
  'Card payment is closed at the moment': 'El pago con tarjeta está cerrado en este momento',
  'Fill in the name': 'Escribe el nombre',
  'The name must be at most 50 characters': 'El nombre debe tener como máximo 50 caracteres',
  'A translated name must be at most 50 characters': 'Un nombre traducido debe tener como máximo 50 caracteres',
  'The description must be at most 200 characters': 'La descripción debe tener como máximo 200 caracteres',
  'Upload the picture through the console': 'Sube la imagen desde la consola',
  'Upload a picture': 'Sube una imagen',
  'A link starts with / (a page of the shop) or with http:// or https://':
    'Un enlace empieza por / (una página de la tienda) o por http:// o https://',
  'The handling fee is a percentage from 0 to 100 with at most two decimals':
    'La comisión es un porcentaje de 0 a 100 con dos decimales como máximo',
  'The order is a whole number from 0 to 9999': 'El orden es un número entero de 0 a 9999',
  'Fill in the keyword': 'Escribe la palabra clave',
  'A keyword must be at most 30 characters': 'Una palabra clave debe tener como máximo 30 caracteres',
  'The title must be at most 100 characters': 'El título debe tener como máximo 100 caracteres',
  'The introduction must be at most 200 characters': 'La presentación debe tener como máximo 200 caracteres',
  'Choose a valid time': 'Elige una hora válida',
  'The end time must be after the start time': 'La hora de fin debe ser posterior a la de inicio',
  'Choose at most 200 products': 'Elige como máximo 200 productos',
  'The currency symbol has 1 to 5 characters': 'El símbolo de moneda tiene de 1 a 5 caracteres',
  'Write something that shows, or leave it empty': 'Escribe algo visible o déjalo vacío',
  'Choose one of the listed states': 'Elige uno de los estados de la lista',
  'Choose a payout method': 'Elige un método de retiro',
  'The address must start with http:// or https://': 'La dirección debe empezar por http:// o https://',
  'A phone number has at most 30 digits, spaces, dashes or a leading +':
    'Un teléfono tiene como máximo 30 dígitos, espacios, guiones o un + inicial',
  'The text must be at most 200 characters': 'El texto debe tener como máximo 200 caracteres',
  'The opening hours must be at most 100 characters': 'El horario debe tener como máximo 100 caracteres',
  'The h5 service type needs a link': 'El tipo de servicio h5 necesita un enlace',
  'The message service type needs a message': 'El tipo de servicio mensaje necesita un mensaje',
  'The phone service type needs a phone number': 'El tipo de servicio teléfono necesita un número',
  'The email service type needs an email address': 'El tipo de servicio correo necesita una dirección de correo',
  'Points per dollar is a number from 0 to 100 with at most two decimals':
    'Los puntos por dólar son un número de 0 a 100 con dos decimales como máximo',
  'Frozen days are a whole number from 0 to 365': 'Los días de congelación son un número entero de 0 a 365',
  'Points per dollar of deduction are a whole number from 1 to 100000':
    'Los puntos por dólar de descuento son un número entero de 1 a 100.000',
  'The share points may pay is a whole percentage from 0 to 100':
    'La parte que pueden pagar los puntos es un porcentaje entero de 0 a 100',

  'Invalid input': 'Dato no válido',
  'Invalid email address': 'Correo electrónico no válido',

  'The body is not valid JSON': 'El cuerpo de la solicitud no es un JSON válido',
  'forbidden key': 'clave no permitida',
  'forbidden character': 'carácter no permitido',
  'Request body is too large': 'El cuerpo de la solicitud es demasiado grande',
  'Request body size did not match Content-Length':
    'El tamaño del cuerpo de la solicitud no coincide con la cabecera Content-Length',
  'Unsupported Media Type': 'Tipo de contenido no admitido',
  "Body cannot be empty when content-type is set to 'application/json'":
    "El cuerpo de la solicitud no puede estar vacío si el content-type es 'application/json'",
  "Body is not valid JSON but content-type is set to 'application/json'":
    "El cuerpo de la solicitud no es un JSON válido, pero el content-type es 'application/json'",
  'the request is not multipart': 'la solicitud no es de tipo multipart',
  'reach parts limit': 'el formulario tiene demasiadas partes',
  'reach files limit': 'se han enviado demasiados archivos',
  'reach fields limit': 'el formulario tiene demasiados campos',
  'request file too large': 'el archivo enviado es demasiado grande',
  'prototype property is not allowed as field name': 'no se permite una propiedad de prototipo como nombre de campo',
  'the request was closed before the multipart data was fully parsed':
    'la solicitud se cerró antes de recibir todos los datos del formulario',
  // Refunds and returns.
  'Your refund request has been submitted': 'Tu solicitud de reembolso se ha enviado',
  'The return has been sent to the shop': 'La devolución se ha comunicado a la tienda',
  'The refund request has been revoked': 'La solicitud de reembolso se ha anulado',
  'The refund has been accepted': 'El reembolso se ha aceptado',
  'The shop decides its own refunds; the platform steps in only while a shop is suspended':
    'La tienda decide sus propios reembolsos; la plataforma interviene solo mientras una tienda está suspendida',
  'The refund has been refused': 'El reembolso se ha rechazado',
  'The returned goods were received and the money paid back':
    'Se han recibido los artículos devueltos y se ha reembolsado el importe',
  'The money has been paid back': 'El importe se ha reembolsado',
  'Only a paid order can be refunded': 'Solo se puede reembolsar un pedido pagado',
  'An item you chose already has a refund': 'Un artículo elegido ya tiene un reembolso',
  'This order was refunded in full to your card by the payment provider: there is nothing left to refund':
    'Este pedido ya se reembolsó por completo a tu tarjeta a través del proveedor de pagos: no queda nada por reembolsar',
  'Goods can be returned only after they were shipped': 'Los artículos solo se pueden devolver después del envío',
  'A refund cannot be more than what was paid': 'Un reembolso no puede superar lo pagado',
  'Refund not found': 'Reembolso no encontrado',
  'This refund can no longer be revoked': 'Esta solicitud ya no se puede anular',
  'The goods can be sent back once the shop accepted the return':
    'Los artículos se pueden enviar de vuelta cuando la tienda acepte la devolución',
  'The shop already received the returned goods': 'La tienda ya recibió los artículos devueltos',
  'This request is closed: nothing needs to be sent back':
    'Esta solicitud está cerrada: no hace falta enviar nada de vuelta',
  'This refund has already been handled': 'Este reembolso ya se ha tramitado',
  'This refund is not waiting for returned goods': 'Este reembolso no espera artículos devueltos',
  'The goods are on their way back to the shop: confirm their receipt once they arrive':
    'Los artículos ya vienen de vuelta a la tienda: confirma su recepción cuando lleguen',
  'This refund is not waiting to be paid back': 'Este reembolso no está pendiente de pago',
  'Paying back failed; the refund stays open and can be paid back again':
    'El pago del reembolso ha fallado; la solicitud sigue abierta y se puede volver a pagar',
  'Stripe no longer holds the money of this payment (it was given back or withdrawn at Stripe), so this refund cannot be paid by card and is closed; the platform settles it with the shop':
    'Stripe ya no tiene el dinero de este pago (se devolvió o se retiró en Stripe), así que este reembolso no se puede pagar con tarjeta y se cerró; la plataforma lo resuelve con la tienda',
  'A dispute with the buyer’s bank is open for this payment: the refund is accepted and is paid once the dispute closes':
    'Hay una disputa abierta con el banco del comprador por este pago: el reembolso está aceptado y se paga cuando la disputa se cierre',
  'The card refused this refund three times at Stripe, so it is no longer paid by card and is closed; the platform holds the money and customer service settles it with the buyer':
    'La tarjeta rechazó este reembolso tres veces en Stripe, así que ya no se paga con tarjeta y se cerró; la plataforma guarda el dinero y la atención al cliente lo resuelve con el comprador',
  'Choose a reason for the refund': 'Elige un motivo para el reembolso',
  'Unknown refund': 'Reembolso desconocido',
  'Choose refund only or return goods and refund': 'Elige solo reembolso o devolución y reembolso',
  'The remark must be at most 100 characters': 'La observación debe tener como máximo 100 caracteres',
  'A remark of spaces or invisible characters says nothing: write it in words or leave it empty':
    'Una observación de espacios o caracteres invisibles no dice nada: escríbala con palabras o déjela vacía',
  'At most 5 voucher pictures': 'Como máximo 5 fotos de comprobante',
  'Fill in the reason for refusing': 'Indica el motivo del rechazo',
  'The payment to the buyer was recorded': 'Se ha registrado el pago al comprador',
  'This payment was already recorded; nothing was booked again':
    'Este pago ya estaba registrado; no se ha contabilizado de nuevo',
  'Only a refund closed for customer service can be recorded as paid to the buyer another way':
    'Solo un reembolso cerrado para atención al cliente puede registrarse como pagado al comprador de otra forma',
  'The amount is more than the platform still holds for the buyer of this refund':
    'El importe supera lo que la plataforma aún guarda para el comprador de este reembolso',
  'This payment number was used for another payment': 'Este número de pago ya se usó para otro pago',
  'Write the note of the payment (such as the bank transfer reference), at most 200 characters':
    'Escribe la nota del pago (como la referencia de la transferencia), 200 caracteres como máximo',
  'Enter the amount paid to the buyer, such as 12.50, not 0': 'Indica el importe pagado al comprador, como 12,50, no 0',

  // Merchant console.
  'The product name has 1 to 100 characters': 'El nombre del producto tiene de 1 a 100 caracteres',
  'Choose a category': 'Elige una categoría',
  'Add 1 to 10 product pictures': 'Añade de 1 a 10 imágenes del producto',
  'The description must be at most 20000 characters': 'La descripción tiene como máximo 20.000 caracteres',
  'A description may show only pictures uploaded to the mall: add them with “Insert a picture”, not as a link':
    'Una descripción solo puede mostrar imágenes subidas al centro comercial: añádelas con «Insertar una imagen», no como enlace',
  'An attribute name has 1 to 20 characters': 'El nombre de un atributo tiene de 1 a 20 caracteres',
  'An attribute value has 1 to 30 characters': 'Un valor de atributo tiene de 1 a 30 caracteres',
  'A product has at most 3 attributes': 'Un producto tiene como máximo 3 atributos',
  'An attribute has 1 to 20 values': 'Un atributo tiene de 1 a 20 valores',
  'The same attribute or value appears twice': 'El mismo atributo o valor aparece dos veces',
  'A product has 1 to 200 SKUs': 'Un producto tiene de 1 a 200 SKU',
  'Each SKU must match one combination of the attribute values, and every combination needs a SKU':
    'Cada SKU debe corresponder a una combinación de valores de atributos, y cada combinación necesita un SKU',
  'Stock is a whole number from 0 to 999999': 'El stock es un número entero de 0 a 999.999',
  'The shop name has 1 to 60 characters': 'El nombre de la tienda tiene de 1 a 60 caracteres',
  'The text must be at most 500 characters': 'El texto tiene como máximo 500 caracteres',
  'Add at most 10 qualification pictures': 'Añade como máximo 10 imágenes de cualificación',
  'A category name has 1 to 30 characters': 'El nombre de una categoría tiene de 1 a 30 caracteres',
  'A logistics event has 1 to 200 characters': 'Un evento de envío tiene de 1 a 200 caracteres',
  'The original price cannot be lower than the price': 'El precio original no puede ser inferior al precio',
  'Choose a category of the second level': 'Elige una categoría de segundo nivel',
  'The platform has hidden this category: choose one shoppers can browse':
    'La plataforma ha ocultado esta categoría: elige una que los compradores puedan recorrer',
  'Choose a category of your shop': 'Elige una categoría de tu tienda',
  'The product is on sale': 'El producto está a la venta',
  'The product is off sale': 'El producto se ha retirado de la venta',
  'Logistics event added': 'Evento de envío añadido',
  'Logistics events can be added while the order is on its way only':
    'Solo se pueden añadir eventos de envío mientras el pedido está en camino',
  'The shipment can be corrected while the order is on its way only':
    'El envío solo se puede corregir mientras el pedido está en camino',
  'Choose a top category of your shop as the parent': 'Elige una categoría principal de tu tienda como superior',
  'A shop can have at most 200 categories': 'Una tienda puede tener como máximo 200 categorías',
  'The characters do not match the picture, please try again':
    'Los caracteres no coinciden con la imagen, inténtalo de nuevo',
  'Text messages cannot be sent to this number': 'No se pueden enviar SMS a este número',
  'Text messages are paused for now, please try again later':
    'El envío de SMS está en pausa por ahora, inténtalo de nuevo más tarde',
  'You have too many unpaid orders; pay or cancel one first':
    'Tienes demasiados pedidos sin pagar; paga o cancela uno primero',
  'You are checking out too often; please wait a few minutes':
    'Estás haciendo pedidos con demasiada frecuencia; espera unos minutos',
  'Sign up to receive coupons': 'Regístrate para recibir cupones',
  'The request has too many fields': 'La solicitud tiene demasiados campos',
  'The request is nested too deeply': 'La solicitud está anidada demasiado profundamente',
  'This order has a refund request waiting: decide it before shipping':
    'Este pedido tiene una solicitud de reembolso pendiente: resuélvela antes de enviarlo',
  'A shop with this name or a name that looks the same already exists':
    'Ya existe una tienda con este nombre o con un nombre que se ve igual',
  'Enter a shop name with visible letters': 'Escribe un nombre de tienda con letras visibles',
  'The application changed since you opened it; reload it':
    'La solicitud cambió desde que la abriste; vuelve a cargarla',
  'Saved. The new shop name and qualification pictures show once the platform approves them':
    'Guardado. El nuevo nombre de la tienda y las imágenes de acreditación se mostrarán cuando la plataforma los apruebe',
  'This change has already been reviewed': 'Este cambio ya fue revisado',
  'The change was withdrawn: the shop keeps its name and pictures':
    'El cambio se retiró: la tienda conserva su nombre y sus imágenes',
  'No change of the shop is waiting for review': 'Ningún cambio de la tienda espera revisión',
  'Change request not found': 'No se encontró la solicitud de cambio',
  'The change has been approved and the shop shows it': 'El cambio fue aprobado y la tienda ya lo muestra',
  'The change has been rejected': 'El cambio fue rechazado',
  'A price is an amount from 0.01 to 999999.99 with at most two decimals':
    'Un precio es un importe de 0,01 a 999.999,99 con como máximo dos decimales',
  'A price filter is an amount from 0 to 999999.99 with at most two decimals':
    'Un filtro de precio es un importe de 0 a 999.999,99 con como máximo dos decimales',
  'The order total is too large; split it into several orders':
    'El total del pedido es demasiado alto; divídelo en varios pedidos',
  'A number is out of range': 'Un número está fuera de rango',
  'The after-sales period for this order has ended': 'El periodo de posventa de este pedido ha terminado',
  'After-sales days are a whole number from 0 to 90': 'Los días de posventa son un número entero de 0 a 90',
  'This sign-in was started in another browser, so nobody was signed in; please start again here':
    'Este inicio de sesión se empezó en otro navegador, así que no se ha iniciado ninguna sesión; vuelve a empezar aquí',
  'This picture was not uploaded by you': 'Esta imagen no la has subido tú',
  ok: 'correcto',
  'database unavailable': 'base de datos no disponible',
  'The shop cannot reach its database just now; please try again in a moment':
    'La tienda no puede conectar con su base de datos en este momento; inténtalo de nuevo en un momento',
  'Choose a valid date': 'Elige una fecha válida',
  'The end date must not be before the start date': 'La fecha de fin no puede ser anterior a la fecha de inicio',
  'Choose a period of at most 366 days': 'Elige un periodo de 366 días como máximo',
  'The commission rate is a percentage from 0 to 100 with at most two decimals':
    'La comisión es un porcentaje de 0 a 100 con dos decimales como máximo',
  'The minimum payout is an amount from 0.00 to 999999.99': 'El pago mínimo es un importe de 0,00 a 999.999,99',
  'Settlement days are a whole number from 0 to 90': 'Los días de liquidación son un número entero de 0 a 90',
  'A payout is already in review; wait for its decision before asking for another':
    'Ya hay un pago en revisión; espera a que se resuelva antes de solicitar otro',
  'Set up a payout account before asking for a payout': 'Configura una cuenta de cobro antes de solicitar un pago',
  'This payout has already been decided': 'Este pago ya se ha resuelto',
  'The payout account was changed recently; payouts to it are held for now':
    'La cuenta de cobro se cambió hace poco; los pagos a ella quedan retenidos por ahora',
  'The shop no longer has this much available (a refund may have taken some); reject the payout':
    'La tienda ya no tiene tanto disponible (quizá un reembolso se llevó parte); rechaza el pago',
  'Payout not found': 'No se encontró el pago',
  'The order was refunded to the buyer': 'Se ha reembolsado el pedido al comprador',
  'Only a paid order not yet shipped can be refunded by the platform':
    'La plataforma solo puede reembolsar un pedido pagado que aún no se ha enviado',
  'The buyer decides their own refunds; the platform refunds only the order of a disabled account':
    'El comprador decide sus propios reembolsos; la plataforma solo reembolsa pedidos de cuentas desactivadas',
  'Choose one of the kinds of message': 'Elige uno de los tipos de mensaje',
  'The shop owner has no email address to send the code to':
    'El propietario de la tienda no tiene un correo al que enviar el código',
  'Stripe payouts are not available on this mall': 'Los pagos con Stripe no están disponibles en este centro comercial',
  'The payout was asked for; the platform will review it': 'Se solicitó el pago; la plataforma lo revisará',
  "A code was sent to the shop owner's email": 'Se envió un código al correo del propietario de la tienda',
  'The payout account was changed': 'Se cambió la cuenta de cobro',
  'The payout was approved and paid': 'El pago se aprobó y se realizó',
  "The payout was approved but the transfer failed; the money is back in the shop's available balance":
    'El pago se aprobó pero la transferencia falló; el dinero volvió al saldo disponible de la tienda',
  'The payout was approved; the transfer is being retried': 'El pago se aprobó; se está reintentando la transferencia',
  'The payout was rejected': 'El pago se rechazó',
  'Enter an amount such as 100.00': 'Escribe un importe, por ejemplo 100,00',
  'Fill in the reason for rejecting': 'Escribe el motivo del rechazo',
  'Fill in why the transfer failed': 'Escribe por qué falló la transferencia',
  'A Stripe account id looks like acct_1A2b3C': 'Un ID de cuenta de Stripe tiene la forma acct_1A2b3C',
  'Fill in the account holder (at most 80 characters)': 'Escribe el titular de la cuenta (80 caracteres como máximo)',
  'Fill in the bank details (at most 500 characters)': 'Escribe los datos bancarios (500 caracteres como máximo)',
  'Enter the six-digit code': 'Escribe el código de seis dígitos',
  'Enter whole hours from 0 to 720': 'Escribe horas enteras de 0 a 720',
  "Only the shop's owner can ask for a payout": 'Solo el propietario de la tienda puede solicitar un pago',
  "Only the shop's owner can change the payout account":
    'Solo el propietario de la tienda puede cambiar la cuenta de cobro',
  'This page could not be found': 'No se encontró esta página',
  'The address may be mistyped, or the page has moved.':
    'Puede que la dirección esté mal escrita o que la página se haya movido.',
  'Back to home': 'Volver al inicio',
  'Search the shop': 'Buscar en la tienda',
  'not ready': 'no está listo',
  'Choose a country': 'Elige un país',
  'Choose a province or state': 'Elige una provincia o un estado',
  'Choose a province or state of this country': 'Elige una provincia o un estado de este país',
  'We do not deliver to this country yet': 'Todavía no enviamos a este país',
  'The post code does not fit this country': 'El código postal no corresponde a este país',
  'The post code belongs to another province or state': 'El código postal es de otra provincia o estado',
  'The phone number must use the dial code of the address country':
    'El teléfono debe usar el prefijo del país de la dirección',
  'Unknown country': 'País desconocido',
  'Unknown region code': 'Código de región desconocido',
  'Name from 1 to 200 notices by their ids, or all of them': 'Indica de 1 a 200 avisos por su id, o todos',
  'No such term': 'No existe ese término',
  'Values belong to an attribute name': 'Los valores pertenecen a un nombre de atributo',
  'The glossary is full: at most 200 attributes, 200 values each':
    'El glosario está lleno: como máximo 200 atributos, con 200 valores cada uno',
  'Already a word of another term here': 'Ya es una palabra de otro término aquí',
  'At most 10 other spellings per language, each at most 30 characters':
    'Como máximo 10 otras grafías por idioma, de 30 caracteres como máximo cada una',
  'An attribute name is at most 20 characters, as on the product form':
    'El nombre de un atributo tiene como máximo 20 caracteres, como en el formulario del producto',
  'Fill in the word in every language, at most 30 characters':
    'Escribe la palabra en cada idioma, con 30 caracteres como máximo',
  'The template name must be 1 to 30 characters': 'El nombre de la plantilla debe tener de 1 a 30 caracteres',
  'A fee is an amount from 0 to 999999.99 with at most two decimals':
    'Una tarifa es un importe de 0 a 999.999,99 con dos decimales como máximo',
  'A number of pieces is a whole number from 1 to 9999': 'Un número de unidades es un entero de 1 a 9999',
  'A weight is from 0.001 to 9999 kg with at most three decimals':
    'Un peso va de 0,001 a 9999 kg con tres decimales como máximo',
  'The weight is from 0 to 9999 kg with at most three decimals':
    'El peso va de 0 a 9999 kg con tres decimales como máximo',
  'Give 1 to 50 freight rules': 'Indica de 1 a 50 reglas de envío',
  'Only one rule may apply everywhere else': 'Solo una regla puede aplicarse a todas las demás zonas',
  'A region is in two rules': 'Una región está en dos reglas',
  'A region cannot have a fee and be undeliverable at once':
    'Una región no puede tener tarifa y a la vez no admitir envíos',
  'A region cannot ship free and be undeliverable at once':
    'Una región no puede tener envío gratis y a la vez no admitir envíos',
  'A free-shipping rule needs a minimum amount or a minimum count':
    'Una regla de envío gratis necesita un importe o un número mínimo de unidades',
  'At most 500 regions per rule': '500 regiones como máximo por regla',
  'At most 50 shipping templates per shop': '50 plantillas de envío como máximo por tienda',
  'Shipping template not found': 'No se encontró la plantilla de envío',
  'A shop always has a default template: make another one the default instead':
    'Una tienda siempre tiene una plantilla predeterminada: elige otra como predeterminada',
  'Products use this shipping template; give them another template first':
    'Hay productos que usan esta plantilla de envío: asígnales otra primero',
  'Choose one of your shipping templates': 'Elige una de tus plantillas de envío',
  'Some items cannot be delivered to this address: choose another address or remove them':
    'Algunos artículos no se pueden enviar a esta dirección: elige otra dirección o quítalos',
  'Choose a shipping address': 'Elige una dirección de envío',
  'This item does not exist': 'Este artículo no existe',
  'A banner text has at most two lines: the headline and the subline':
    'El texto de un banner tiene como máximo dos líneas: el titular y el subtítulo',
  'The headline must be at most 40 characters': 'El titular debe tener como máximo 40 caracteres',
  'The subline must be at most 60 characters': 'El subtítulo debe tener como máximo 60 caracteres',
  'Choose a CSV file': 'Elige un archivo CSV',
  'The file is over 2 MB: split it into smaller files': 'El archivo supera los 2 MB: divídelo en archivos más pequeños',
  'This product was changed after the file was exported: export the products again and make your changes in the new file':
    'Este producto se modificó después de exportar el archivo: vuelve a exportar los productos y haz tus cambios en el archivo nuevo',
  'This row has more cells than the header has columns: check its separators and quotes':
    'Esta fila tiene más celdas que columnas el encabezado: revisa sus separadores y comillas',
  'A quoted cell of the file never ends: check its quotes':
    'Una celda entre comillas del archivo no termina nunca: revisa sus comillas',
  'The file is empty': 'El archivo está vacío',
  'The file has no product rows below its header': 'El archivo no tiene filas de productos debajo del encabezado',
  'The import does not know this column': 'La importación no conoce esta columna',
  'This column appears twice': 'Esta columna aparece dos veces',
  'The file needs the Product ID and SKU ID columns of the export':
    'El archivo necesita las columnas «ID del producto» e «ID de la variante» de la exportación',
  'All rows of one product need the same value here':
    'Todas las filas de un mismo producto necesitan aquí el mismo valor',
  'Write the status as the export does: on sale or off sale':
    'Escribe el estado como en la exportación: En venta o No a la venta',
  'Add new SKUs to an existing product in the product form':
    'Añade nuevas variantes a un producto existente en el formulario del producto',
  'This SKU ID is not a SKU of this product': 'Este ID de variante no pertenece a este producto',
  'This SKU appears twice in the file': 'Esta variante aparece dos veces en el archivo',
  'Change attributes and their values in the product form':
    'Cambia los atributos y sus valores en el formulario del producto',
  'Leave the SKU ID empty for a new product': 'Deja vacío el ID de la variante para un producto nuevo',
  'No product of your shop has this ID': 'Ningún producto de tu tienda tiene este ID',
  'Some rows of the file have errors: nothing was imported':
    'Algunas filas del archivo tienen errores: no se importó nada',
  'This file was imported in the last 10 minutes: it was not run again':
    'Este archivo ya se importó en los últimos 10 minutos: no se ha vuelto a ejecutar',
  'This file has no export column: export the products again to change stock':
    'Este archivo no tiene la columna de exportación: exporte de nuevo los productos para cambiar el stock',
  'This is not an export ID the export writes: keep the cell as exported, or export the products again':
    'Este no es un código de exportación que escriba la exportación: deje la celda como se exportó o exporte de nuevo los productos',
  'Save the file as CSV UTF-8 and choose it again': 'Guarda el archivo como CSV UTF-8 y vuelve a elegirlo',
  "Fill in the deliverer's name": 'Introduce el nombre del repartidor',
  "Fill in the deliverer's phone number": 'Introduce un teléfono válido del repartidor',
  'Choose courier (send) or your own delivery (deliver)': 'Elige mensajería (send) o tu propio reparto (deliver)',
  'Virtual goods need no courier: mark them delivered':
    'Los bienes virtuales no necesitan mensajería: márcalos como entregados',
  'Only an order of virtual goods can be marked delivered without shipping':
    'Solo un pedido de bienes virtuales se puede marcar como entregado sin envío',
  'Choose one of the storefront languages, or every language':
    'Elige uno de los idiomas de la tienda, o todos los idiomas',
  // Stage three: money-hardening (issue 21).
  'Choose the country of the address from the list': 'Elige el país de la dirección de la lista',
  'Complete this address before ordering: edit it and choose its country and region from the list':
    'Completa esta dirección antes de hacer el pedido: edítala y elige su país y su región de la lista',
  // Stage three: polish (issue 22).
  'Someone else changed this in the meantime: reload it to see their changes':
    'Otra persona lo cambió mientras tanto: recárgalo para ver sus cambios',
  'The form is out of date: reload it before saving': 'El formulario está desactualizado: recárgalo antes de guardar',
  'A note names a shop by its number': 'Una nota indica una tienda por su número',
  'Notes for at most 50 shops': 'Notas para 50 tiendas como máximo',
  'A note names a shop that is not in this order': 'Una nota indica una tienda que no está en este pedido',
  // Stage three: find-it search (issue 23).
  'Write attribute filters as Name:Value|Value, separated by commas':
    'Escribe los filtros de atributos como Nombre:Valor|Valor, separados por comas',
  'Choose at most 20 values in one filter': 'Elige como máximo 20 valores en un mismo filtro',
  'Choose at most 10 filters': 'Elige como máximo 10 filtros',
  'Filter by category and shop with numbers separated by commas':
    'Filtre por categoría y tienda con números separados por comas',
  'The lowest price cannot be above the highest price': 'El precio mínimo no puede ser mayor que el precio máximo',
  'Unknown filter': 'Filtro desconocido',
  // Stage three: find-it translations (issue 23).
  "A translation's attributes follow the product's: the same attributes, with as many values each":
    'Los atributos de una traducción siguen a los del producto: los mismos atributos, con el mismo número de valores cada uno',
  "The original language is written in the product's own fields, not as a translation":
    'El idioma original se escribe en los campos del propio producto, no como traducción',
  'The product has a translation in that language: change the language alone to swap the two, or send the translations with the edit':
    'El producto tiene una traducción en ese idioma: cambia solo el idioma para intercambiar los dos textos, o envía las traducciones con la edición',
  'Write the options as Name: value | Name: value, one per attribute, in their order':
    'Escribe las opciones como Nombre: valor | Nombre: valor, una por atributo, en su orden',
  'Give 1 to 20 product IDs separated by commas': 'Indica de 1 a 20 ID de producto separados por comas',
  // Stage three: be-found pages (issue 24).
  // Stage three: performance (issue 25).
  'Choose a time zone from the list': 'Elige una zona horaria de la lista',
  // Stage three: chat (issue 26).
  'Write a message first': 'Escribe un mensaje primero',
  'A message cannot hold control characters': 'Un mensaje no puede contener caracteres de control',
  'A message must be at most 1000 characters': 'Un mensaje debe tener como máximo 1000 caracteres',
  'This product cannot be shared in this conversation': 'Este producto no se puede compartir en esta conversación',
  'This order cannot be shared in this conversation': 'Este pedido no se puede compartir en esta conversación',
  'Unknown time zone': 'Zona horaria desconocida',
  'An opening period cannot end at the time it starts':
    'Una franja de apertura no puede terminar a la misma hora en que empieza',
  'Use a time like 09:30': 'Usa una hora como 09:30',
  'A quick reply must be at most 300 characters': 'Una respuesta rápida tiene como máximo 300 caracteres',
  'Each translation must belong to a quick reply': 'Cada traducción debe corresponder a una respuesta rápida',
  'This shop does not take messages now': 'Esta tienda no recibe mensajes ahora',
  'This conversation does not exist': 'Esta conversación no existe',
  'You are sending messages too fast, please wait a moment':
    'Estás enviando mensajes demasiado rápido, espera un momento',
  'You have started too many conversations, please try again later':
    'Has iniciado demasiadas conversaciones, inténtalo más tarde',
  'You blocked this shop; unblock it to write': 'Bloqueaste esta tienda; desbloquéala para escribir',
  'The shopper has blocked this shop': 'El cliente ha bloqueado esta tienda',
  'This person is not staff of this inbox': 'Esta persona no forma parte del equipo de este buzón',
  'This message does not exist': 'Este mensaje no existe',
  'You cannot report your own message': 'No puedes denunciar tu propio mensaje',
  'This report does not exist': 'Esta denuncia no existe',
  Blocked: 'Bloqueado',
  Unblocked: 'Desbloqueado',
  'Reported, thank you': 'Denunciado, gracias',
  'Out for delivery': 'En reparto',
  'Arrived at the Vientiane delivery office': 'Llegó a la oficina de reparto de Vientián',
  'Left the sorting centre': 'Salió del centro de clasificación',
  'Delivered online by the shop': 'Entregado en línea por la tienda',
  'Say in 1 to 500 characters why you report this message':
    'Indica en 1 a 500 caracteres por qué denuncias este mensaje',
  Assigned: 'Asignada',
  Resolved: 'Resuelto',
  // Stage three: notifications (issue 27).
  'This kind of message is not for this account': 'Este tipo de mensaje no es para esta cuenta',
  'This message is needed for your orders and cannot be turned off':
    'Este mensaje es necesario para tus pedidos y no se puede desactivar',
  'This message is not sent this way: only the ways it lists can be turned on':
    'Este mensaje no se envía por esta vía: solo se pueden activar las vías que indica',
  "Only the shop's owner chooses who gets its alerts": 'Solo el propietario de la tienda elige quién recibe sus avisos',
  "The shop's owner always gets the alerts about the shop's standing, its money and refund requests: they cannot be turned off":
    'El propietario de la tienda siempre recibe los avisos sobre la situación de la tienda, su dinero y las solicitudes de reembolso: no se pueden desactivar',
  'No such staff member in this shop': 'Ese miembro del equipo no está en esta tienda',
  "Only the shop's owner manages its staff": 'Solo el propietario de la tienda gestiona su equipo',
  'Invitation sent: whoever signs in with this e-mail address can accept it within 7 days':
    'Invitación enviada: quien inicie sesión con esta dirección de correo puede aceptarla durante 7 días',
  'This is your own e-mail address: you already run this shop':
    'Es tu propia dirección de correo: ya llevas esta tienda',
  'This person already helps run your shop': 'Esta persona ya forma parte del equipo de tu tienda',
  'A shop has at most 20 people besides its owner: remove someone before inviting another':
    'Una tienda tiene como máximo 20 personas además de su propietario: quita a alguien antes de invitar a otra',
  'Your shop sent 20 invitations in the last 24 hours: try again tomorrow':
    'Tu tienda envió 20 invitaciones en las últimas 24 horas: inténtalo mañana',
  'This invitation is for another account: sign in with the e-mail address it was sent to':
    'Esta invitación es para otra cuenta: inicia sesión con la dirección de correo a la que se envió',
  "This invitation has expired: ask the shop's owner for a new one":
    'Esta invitación caducó: pide una nueva al propietario de la tienda',
  'This invitation was already used or cancelled': 'Esta invitación ya se usó o se canceló',
  'This invitation link is not valid': 'Este enlace de invitación no es válido',
  'You already help run a shop: an account runs one shop only':
    'Ya formas parte del equipo de una tienda: una cuenta lleva una sola tienda',
  "The platform's accounts cannot join a shop": 'Las cuentas de la plataforma no pueden unirse a una tienda',
  "The shop's owner cannot be removed": 'El propietario de la tienda no se puede quitar',
  "The shop's owner cannot leave the shop: a shop always keeps its owner":
    'El propietario de la tienda no puede dejarla: una tienda siempre conserva a su propietario',
  "You left the shop's staff": 'Dejaste el equipo de la tienda',
  'Your shop is suspended: it cannot invite anyone until the platform reopens it. Removing members and cancelling invitations still work':
    'Tu tienda está suspendida: no puede invitar a nadie hasta que la plataforma la reabra. Quitar miembros y cancelar invitaciones sigue funcionando',
  'Set a password for your account first (Profile → Security), then open the link again':
    'Primero pon una contraseña a tu cuenta (Mi perfil → Seguridad) y luego vuelve a abrir el enlace',
  'This shop is suspended for now: you can accept the invitation once the platform reopens it, while the invitation is still valid':
    'Esta tienda está suspendida por ahora: podrás aceptar la invitación cuando la plataforma la reabra, mientras la invitación siga vigente',
  'No such invitation': 'Esa invitación no existe',
  'You now help run this shop': 'Ahora formas parte del equipo de esta tienda',
  'Invitation cancelled': 'Invitación cancelada',
  'This shop has no room for more staff: ask its owner':
    'Esta tienda no tiene sitio para más personas en su equipo: habla con su propietario',
  'Not a shop alert': 'No es un aviso de la tienda',
  'Templates are plain text: leave out < and >': 'Las plantillas son texto sin formato: no uses < ni >',
  // Stage three: polish shopper (issue 22, items 4-8).
  'Payment is not available at the moment. Your order is kept; please try again later':
    'El pago no está disponible en este momento. Tu pedido se conserva; inténtalo de nuevo más tarde',
  'add goods to the order': 'añade productos al pedido',
  'cancel this order and order it again with more goods': 'cancela este pedido y vuelve a pedirlo con más productos',
  'Enter the transfer reference (1 to 64 characters)':
    'Escribe la referencia de la transferencia (de 1 a 64 caracteres)',
  'Enter the day of the transfer': 'Escribe la fecha de la transferencia',
  'Only an approved bank payout waiting for its transfer can be marked paid':
    'Solo un pago bancario aprobado que espera su transferencia puede marcarse como pagado',
  'The payout was approved; record the bank transfer once it is made':
    'El pago está aprobado; registra la transferencia bancaria cuando la hagas',
  'The bank transfer was recorded and the payout is paid':
    'La transferencia bancaria quedó registrada y el pago está hecho',
  'Only an approved bank payout waiting for its transfer can be marked failed':
    'Solo un pago bancario aprobado que espera su transferencia puede marcarse como fallido',
  "The payout was marked failed; the money is back in the shop's available balance":
    'El pago se marcó como fallido; el dinero ha vuelto al saldo disponible de la tienda',
  "Removed from the shop's staff": 'Eliminado del equipo de la tienda',
  'The applicant has closed their account: the application cannot be approved':
    'El solicitante cerró su cuenta: la solicitud no se puede aprobar',
  "The applicant's account is disabled: enable it or reject the application":
    'La cuenta del solicitante está desactivada: actívala o rechaza la solicitud',
  'Write a city that shows, or leave it empty': 'Escribe una ciudad visible o déjala vacía',
  'Write a province or state that shows, or leave it empty': 'Escribe una provincia o un estado visible o déjalo vacío',
  'The password is too long: use at most 128 characters':
    'La contraseña es demasiado larga: usa como máximo 128 caracteres',
  'A tracking number has 4 to 40 letters (A to Z), digits, hyphens (-) or underscores (_)':
    'Un número de seguimiento tiene de 4 a 40 letras (de la A a la Z), cifras, guiones (-) o guiones bajos (_)',
  'The picture is too large: at most 40 megapixels': 'La imagen es demasiado grande: como máximo 40 megapíxeles',
  'The mall charges in US dollars: use $, US$ or USD as its symbol':
    'El centro comercial cobra en dólares estadounidenses: usa $, US$ o USD como símbolo',
  'A category with this name is already here': 'Ya hay una categoría con este nombre aquí',
  'Choose one of the languages the mall speaks: en, zh-CN, fr, th, lo or es':
    'Elige uno de los idiomas del centro comercial: en, zh-CN, fr, th, lo o es',
  'Change at least one of the user name, the picture or the language':
    'Cambia al menos uno: el nombre de usuario, la foto o el idioma',
  'This field is required': 'Este campo es obligatorio',
  'Send the fields of the request as a JSON object': 'Envía los campos de la solicitud como un objeto JSON',
  'This way of signing in is switched off: choose another one':
    'Esta forma de iniciar sesión está desactivada: elige otra',
  "The order and the other shops' orders paid together with it have been cancelled":
    'Se han cancelado el pedido y los pedidos de las otras tiendas pagados junto con él',
  'Your bank returned the payment of this order to you after a dispute (a chargeback): there is nothing left to refund':
    'Tu banco te devolvió el pago de este pedido tras una disputa (un contracargo): no queda nada por reembolsar',
  'A translated coupon name is at most 40 characters': 'Un nombre de cupón traducido tiene como máximo 40 caracteres',
  'Products are filed under this category: move them before adding subcategories':
    'Hay productos en esta categoría: muévelos antes de añadirle subcategorías',
  'Guest purchases are closed: sign in or register to place a new order':
    'Las compras como invitado están cerradas: inicia sesión o regístrate para hacer un pedido nuevo',
  'Several shops': 'Varias tiendas',
  'This order has goods from several shops, each sent in its own parcel: open the tracking of each shop order (SH…)':
    'Este pedido tiene artículos de varias tiendas, cada una enviada en su propio paquete: abre el seguimiento de cada pedido de tienda (SH…)',
  'A translated shop name is at most 60 characters': 'Un nombre de tienda traducido tiene como máximo 60 caracteres',
  "The shop name in Chinese looks like another shop's name":
    'El nombre de la tienda en chino se parece al de otra tienda',
  "The shop name in French looks like another shop's name":
    'El nombre de la tienda en francés se parece al de otra tienda',
  "The shop name in Thai looks like another shop's name":
    'El nombre de la tienda en tailandés se parece al de otra tienda',
  "The shop name in Lao looks like another shop's name": 'El nombre de la tienda en lao se parece al de otra tienda',
  "The shop name in Spanish looks like another shop's name":
    'El nombre de la tienda en español se parece al de otra tienda',
  'Refunded: the payment was not the amount of this order':
    'Reembolsado: el pago no correspondía al importe de este pedido',
  'The shopper closed their account and cannot be answered': 'El cliente cerró su cuenta y ya no se le puede responder',
  "You are the only one who can still sign in to run this open shop, so you cannot leave it now: write to the mall's customer service in the chat":
    'Eres la única persona que aún puede iniciar sesión para llevar esta tienda abierta, así que no puedes dejarla ahora: escribe a la atención al cliente del centro comercial en el chat',
  'Write the amount with a point before the cents and no thousands separators, e.g. 1999.50':
    'Escribe el importe con un punto antes de los céntimos y sin separador de miles, por ejemplo 1999.50',
  'The request is too long (its web address and headers): choose fewer filters or items at once':
    'La solicitud es demasiado larga (su dirección web y sus encabezados): elige menos filtros o elementos a la vez',
  'The request took too long to arrive; please try again': 'La solicitud tardó demasiado en llegar; inténtalo de nuevo',
  'The request could not be read': 'No se pudo leer la solicitud',
};

/** "1 segundo", "2 segundos". */
const plural = (n: string, one: string, many: string) => (n === '1' ? one : many);

const TYPES: Record<string, string> = {
  string: 'un texto',
  number: 'un número',
  int: 'un número entero',
  boolean: 'un valor verdadero o falso',
  object: 'un objeto',
  record: 'un conjunto de textos por idioma',
  array: 'una lista',
  null: 'un valor nulo',
  NaN: 'un valor no numérico',
  nan: 'un valor no numérico',
  date: 'una fecha',
  bigint: 'un entero grande',
  file: 'un archivo',
};
const type = (name: string) => TYPES[name] ?? name;

const UNITS: Record<string, [string, string]> = {
  string: ['carácter', 'caracteres'],
  array: ['elemento', 'elementos'],
  set: ['elemento', 'elementos'],
  map: ['entrada', 'entradas'],
  file: ['byte', 'bytes'],
};
const length = (origin: string, bound: string, n: string) => {
  const [one, many] = UNITS[origin] ?? ['', ''];
  const amount = `${n} ${plural(n, one, many)}`.trim();
  if (bound === '<=') return `Como máximo ${amount}`;
  if (bound === '<') return `Menos de ${amount}`;
  if (bound === '>=') return `Como mínimo ${amount}`;
  if (bound === '>') return `Más de ${amount}`;
  return `Exactamente ${amount}`;
};
const value = (bound: string, n: string) => {
  if (bound === '<=') return `El valor debe ser como máximo ${n}`;
  if (bound === '<') return `El valor debe ser menor que ${n}`;
  if (bound === '>=') return `El valor debe ser como mínimo ${n}`;
  if (bound === '>') return `El valor debe ser mayor que ${n}`;
  return `El valor debe ser ${n}`;
};

export const patterns: PatternFormatters = {
  validationFailed: (field, detail) => `error en la validación de parámetros: ${field ? `${field}: ` : ''}${detail}`,
  duplicateKey: (key) => `la clave "${key}" aparece dos veces`,
  waitForCode: (seconds) => `Espera ${seconds} ${plural(seconds, 'segundo', 'segundos')} antes de pedir otro código`,
  smsCountriesOnly: (codes) =>
    `Solo se envían SMS a números que empiezan por ${codes}; usa tu correo electrónico en su lugar`,
  tooManyCodesForAddress: (n, unit) =>
    `Se han pedido demasiados códigos para esta dirección, inténtalo de nuevo dentro de ${n} ${unit === 'seconds' ? plural(n, 'segundo', 'segundos') : plural(n, 'minuto', 'minutos')}`,
  tooManyRequests: (n, unit) =>
    `Demasiadas solicitudes, inténtalo de nuevo dentro de ${n} ${unit === 'seconds' ? plural(n, 'segundo', 'segundos') : plural(n, 'minuto', 'minutos')}`,
  socialSignInFailed: (provider) => `No se ha podido completar el inicio de sesión con ${provider}, inténtalo de nuevo`,
  closeUnpaid: (no) => `Tu pedido ${no} está pendiente de pago: págalo o cancélalo antes de cerrar tu cuenta`,
  closeToShip: (no) =>
    `Tu pedido ${no} está pagado y aún no se ha enviado: espéralo o pide un reembolso antes de cerrar tu cuenta`,
  closeToReceive: (no) => `Tu pedido ${no} está en camino: confirma que lo has recibido antes de cerrar tu cuenta`,
  closeRefund: (no) => `Tu reembolso ${no} sigue abierto: espera a que termine antes de cerrar tu cuenta`,
  onlyLeftInStock: (n) => (n === '1' ? 'Solo queda 1 unidad' : `Solo quedan ${n} unidades`),
  onlyLeftOfProduct: (n, name) =>
    n === '1' ? `Solo queda 1 unidad de «${name}»` : `Solo quedan ${n} unidades de «${name}»`,
  atMostOfOneItem: (n) => `Puedes pedir como máximo ${n} unidades de un mismo artículo a la vez`,
  atMostOfOneItemHeld: (n, held) =>
    `Puedes pedir como máximo ${n} unidades de un mismo artículo a la vez; tus pedidos sin pagar ya tienen ${held}`,
  atMostItems: (n) => `Puedes pedir como máximo ${n} artículos a la vez`,
  atMostItemsHeld: (n, held) =>
    `Puedes pedir como máximo ${n} artículos a la vez; tus pedidos sin pagar ya tienen ${held}`,
  productOutOfStock: (name) => `«${name}» está agotado`,
  productNoLongerAvailable: (name) => `«${name}» ya no está disponible`,
  skuHeldByUnpaidOrders: (orders, option) =>
    `Los pedidos sin pagar ${orders} reservan «${option}»: la opción podrá eliminarse cuando se paguen o se cancelen`,
  productTakenDown: (reason) =>
    `La plataforma ha retirado este producto de la venta: «${reason}». Seguirá fuera de venta hasta que la plataforma levante la retirada`,
  payMinimum: (min, advice) => `El importe a pagar con tarjeta debe ser de al menos ${min}: ${advice}`,
  atMostAddresses: (n) => `Puedes guardar como máximo ${n} direcciones`,
  zodInvalidType: (expected, received) =>
    received === 'undefined'
      ? `Campo obligatorio: se esperaba ${type(expected)}`
      : `Dato no válido: se esperaba ${type(expected)} y se recibió ${type(received)}`,
  zodInvalidValue: (expected) => `Dato no válido: se esperaba ${expected}`,
  zodInvalidOption: (options) => `Opción no válida: elige una de ${options}`,
  zodDiscriminator: (options) => `Tipo no válido: elige uno de ${options}`,
  zodTooBigLength: length,
  zodTooSmallLength: length,
  zodTooBigValue: (_type, bound, n) => value(bound, n),
  zodTooSmallValue: (_type, bound, n) => value(bound, n),
  zodPattern: (pattern) => `Formato no válido (debe coincidir con ${pattern})`,
  zodUnrecognizedKeys: (keys, names) =>
    keys === 'key' ? `Campo no reconocido: ${names}` : `Campos no reconocidos: ${names}`,
  // Stage three: money-hardening (issue 21) patterns.
  // Stage three: polish (issue 22) patterns.
  // Stage three: find-it search (issue 23) patterns.
  // Stage three: find-it translations (issue 23) patterns.
  // Stage three: be-found pages (issue 24) patterns.
  // Stage three: performance (issue 25) patterns.
  // Stage three: chat (issue 26) patterns.
  // Stage three: notifications (issue 27) patterns.
  noticeUnknownVariable: (names) => `Variable desconocida: ${names}`,
  // Stage three: polish shopper (issue 22, items 4-8) patterns.
  logisticsHanded: (company, no) => `Entregado a ${company}, número de seguimiento ${no}`,
  logisticsOwnDelivery: (name, phone) => `En reparto por la tienda: ${name}, teléfono ${phone}`,
  logisticsCorrected: (company, no) => `Envío corregido: ${company}, número de seguimiento ${no}`,
  payoutAtMost: (most) => `Puedes pedir como máximo ${moneyIn(most, 'es')}`,
  payoutMinimum: (min) => `El pago mínimo es de ${moneyIn(min, 'es')}`,
  payoutBalanceBelowMinimum: (available, min) =>
    `Tu saldo disponible de ${moneyIn(available, 'es')} es menor que el pago mínimo de ${moneyIn(min, 'es')}`,
  payoutInDebt: (debt) =>
    `No hay nada que retirar: la tienda debe ${moneyIn(debt, 'es')}, que se descontarán de sus próximas ventas`,
  payoutDaysAllowed: (from, to) => `La fecha de la transferencia debe estar entre el ${from} y el ${to}`,
  importSameName: (ids) => `Tu tienda ya tiene un producto con este nombre (ID ${ids}): importarlo de nuevo añade otro`,
  unknownRegionCodes: (codes) => `Código de región desconocido: ${codes}`,
  termTaken: (word) => `Ya es una palabra de otro término aquí: ${word}`,
  importTooManyRows: (n) =>
    `El archivo tiene ${n} filas bajo su encabezado: una importación admite como máximo 5000, divídelo en archivos de 5000 filas o menos`,
  importTooLarge: (mb) =>
    `El archivo pesa ${mb.replace('.', ',')} MB: una importación admite como máximo 2 MB, divídelo en archivos más pequeños`,
  utf8TooLong: (n) =>
    `Como máximo ${n} bytes (UTF-8): una letra tailandesa, lao o china cuenta como 3, una letra con tilde como 2`,
};
