import type { PrivacyText } from './types';

const text: PrivacyText = {
  updated: 'Última actualización: 1 de marzo de 2026',
  intro:
    'Este acuerdo explica qué datos personales recoge el Mall cuando navegas, inicias sesión y compras, por qué los necesitamos, quién los ve y qué puedes pedirnos. Al crear una cuenta o iniciar sesión lo aceptas.',
  sections: [
    {
      heading: 'Qué recogemos',
      paragraphs: [
        'Datos de la cuenta: tu correo electrónico o tu número de teléfono con su prefijo, tu nombre de usuario, tu foto de perfil y una contraseña, que guardamos solo como un hash unidireccional con sal.',
        'Datos de compra: las direcciones que introduces, tus pedidos, reembolsos, reseñas, favoritos y las tiendas que sigues.',
        'Datos técnicos: la dirección de tu dispositivo y la hora de las solicitudes, que guardamos para proteger las cuentas frente a abusos, y dos cookies: una con tu token de sesión y otra que recuerda tu idioma.',
      ],
    },
    {
      heading: 'Para qué los usamos',
      paragraphs: [
        'Para gestionar tu cuenta, entregar tus pedidos, tramitar reembolsos, enviarte los códigos de verificación que pides, responder a tus consultas y mantener segura la tienda (por ejemplo, limitando los intentos repetidos de inicio de sesión). No vendemos tus datos ni los usamos para perfiles publicitarios.',
      ],
    },
    {
      heading: 'Quién los ve',
      paragraphs: [
        'La tienda a la que compras recibe lo necesario para cumplir el pedido: tu nombre, teléfono, dirección de entrega y los artículos comprados. Los proveedores de pago procesan los pagos con tarjeta; nunca vemos ni guardamos el número completo. Los servicios de correo y SMS entregan nuestros mensajes. Si inicias sesión con Google, Facebook o X, solo recibimos tu identificador y el nombre y correo que compartan.',
      ],
    },
    {
      heading: 'Cuánto tiempo los guardamos',
      paragraphs: [
        'Una sesión dura como máximo 7 días y termina al cerrar sesión. Los códigos de verificación caducan a los 10 minutos. Los datos de la cuenta y de los pedidos se guardan mientras exista tu cuenta y después solo el tiempo que exija la ley fiscal y contable.',
      ],
    },
    {
      heading: 'Tus derechos',
      paragraphs: [
        'Puedes ver y corregir tu perfil en cualquier momento desde tu cuenta. Puedes pedir al servicio de atención al cliente una copia de tus datos, su supresión o la limitación de su uso, y oponerte a su tratamiento. También puedes reclamar ante la autoridad de protección de datos.',
      ],
    },
    {
      heading: 'Seguridad y menores',
      paragraphs: [
        'Las conexiones están cifradas, las contraseñas se guardan con hash y el personal solo accede a datos personales cuando su trabajo lo requiere. El Mall no está pensado para menores de 14 años y no recogemos sus datos a sabiendas.',
      ],
    },
    {
      heading: 'Cambios y contacto',
      paragraphs: [
        'Te avisaremos en esta página y, en los cambios importantes, por correo antes de que se aplique una nueva versión. Para preguntas sobre tus datos, escribe al servicio de atención al cliente desde la ventana de servicio a la derecha de cada página.',
      ],
    },
  ],
};

export default text;
