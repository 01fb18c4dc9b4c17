import type { MessageMap, PatternFormatters } from './english';

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
  'The computer is signed in': 'El ordenador ha iniciado sesión',
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
  'Too many codes for this address, please try again later':
    'Se han pedido demasiados códigos para esta dirección, inténtalo de nuevo más tarde',
  'The verification code is wrong or has expired': 'El código de verificación es incorrecto o ha caducado',
  'Too many wrong codes, please ask for a new one': 'Demasiados códigos incorrectos, pide uno nuevo',
  'This email address is already registered, please sign in':
    'Este correo electrónico ya está registrado, inicia sesión',
  'This phone number is already registered, please sign in':
    'Este número de teléfono ya está registrado, inicia sesión',
  'Guest sign-in is not open': 'La compra como invitado no está disponible',
  'This QR code is unknown': 'No se reconoce este código QR',
  'This QR code has expired, please refresh it on the computer':
    'Este código QR ha caducado, actualízalo en el ordenador',
  'Social sign-in is not available right now':
    'El inicio de sesión con redes sociales no está disponible en este momento',
  'login not allowed for current user via social login': 'Este usuario no puede iniciar sesión con redes sociales',

  'User not found': 'No se ha encontrado el usuario',
  'A guest account has no password; register to set one':
    'Una cuenta de invitado no tiene contraseña; regístrate para crear una',
  'The current password is incorrect': 'La contraseña actual no es correcta',
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
  'This account does not run a shop': 'Esta cuenta no gestiona ninguna tienda',
  'This account cannot run the platform': 'Esta cuenta no puede administrar la plataforma',
  'Only a paid order waiting for delivery can be shipped': 'Solo se puede enviar un pedido pagado y pendiente de envío',
  'This order has already been paid': 'Este pedido ya está pagado',
  'This order was cancelled because it was not paid in time': 'Este pedido se canceló porque no se pagó a tiempo',
  'This order was cancelled before the payment arrived; the money has been refunded':
    'Este pedido se canceló antes de recibir el pago; se ha reembolsado el importe',
  'Too many payment attempts, please try again later': 'Demasiados intentos de pago, inténtalo de nuevo más tarde',
  'Card payments go through the card form of the payment page':
    'Los pagos con tarjeta se hacen en el formulario de tarjeta de la página de pago',
  'The webhook signature is not valid': 'La firma del webhook no es válida',
  'Your card number is incorrect': 'El número de tu tarjeta no es correcto',
  'Your card has expired': 'Tu tarjeta ha caducado',
  'Your card was declined': 'Tu tarjeta ha sido rechazada',
  'Your card has insufficient funds': 'Tu tarjeta no tiene fondos suficientes',
  "Your card's security code is incorrect": 'El código de seguridad de tu tarjeta no es correcto',

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
  'At most 32 characters': 'Como máximo 32 caracteres',
  'Upload the picture first': 'Sube primero la imagen',
  'Quantity must be a whole number': 'La cantidad debe ser un número entero',
  'Quantity must be at least 1': 'La cantidad debe ser al menos 1',
  'At most 999 at a time': 'Como máximo 999 unidades a la vez',
  'Select an item': 'Selecciona un artículo',
  'Unknown checkout': 'Proceso de compra desconocido',
  'Unknown order': 'Número de pedido desconocido',
  'The note must be under 150 characters': 'La nota debe tener menos de 150 caracteres',
  'Choose a payment method': 'Elige un método de pago',
  'Fill in the consignee name': 'Introduce el nombre del destinatario',
  'Fill in the detailed address': 'Introduce la dirección completa',
  'Fill in the post code': 'Introduce el código postal',
  'Fill in the courier company': 'Introduce la empresa de transporte',
  'Fill in the tracking number': 'Introduce el número de seguimiento',
  'Enter the card number': 'Introduce el número de la tarjeta',
  'Enter the expiry date as MM/YY': 'Introduce la fecha de caducidad con el formato MM/AA',
  'Enter the security code': 'Introduce el código de seguridad',
  'Enter the name on the card': 'Introduce el nombre que figura en la tarjeta',

  'Invalid input': 'Dato no válido',
  'Invalid email address': 'Correo electrónico no válido',

  'The body is not valid JSON': 'El cuerpo de la solicitud no es un JSON válido',
  'forbidden key': 'clave no permitida',
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
};

/** "1 segundo", "2 segundos". */
const plural = (n: string, one: string, many: string) => (n === '1' ? one : many);

const TYPES: Record<string, string> = {
  string: 'un texto',
  number: 'un número',
  int: 'un número entero',
  boolean: 'un valor verdadero o falso',
  object: 'un objeto',
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
  tooManyRequests: (n, unit) =>
    `Demasiadas solicitudes, inténtalo de nuevo dentro de ${n} ${unit === 'seconds' ? plural(n, 'segundo', 'segundos') : plural(n, 'minuto', 'minutos')}`,
  socialSignInFailed: (provider) => `No se ha podido completar el inicio de sesión con ${provider}, inténtalo de nuevo`,
  onlyLeftInStock: (n) => (n === '1' ? 'Solo queda 1 unidad' : `Solo quedan ${n} unidades`),
  onlyLeftOfProduct: (n, name) =>
    n === '1' ? `Solo queda 1 unidad de «${name}»` : `Solo quedan ${n} unidades de «${name}»`,
  productOutOfStock: (name) => `«${name}» está agotado`,
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
};
