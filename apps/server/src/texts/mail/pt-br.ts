import type { MailCatalogue } from "./en";

/** The e-mails in Brazilian Portuguese: você, plain and friendly (children read them too). */
export const PT_BR: MailCatalogue = {
  greeting: "Oi, {name}!",
  greetingNoName: "Oi!",
  pasteLink: "Ou cole este link no seu navegador: {link}",
  someone: "Alguém",

  verifySubject: "Confirme seu e-mail no Trophy Rewards",
  verifyIntro: "Confirme seu endereço de e-mail para ativar sua conta do Trophy Rewards:",
  verifyButton: "Confirmar meu e-mail",
  verifyRule_one:
    "O link funciona uma única vez e expira em {count} hora. Se você não se cadastrou, ignore esta mensagem.",
  verifyRule_other:
    "O link funciona uma única vez e expira em {count} horas. Se você não se cadastrou, ignore esta mensagem.",

  resetSubject: "Redefina sua senha do Trophy Rewards",
  resetIntro: "Alguém pediu para redefinir a senha da sua conta do Trophy Rewards.",
  resetChooseHere: "Escolha uma nova aqui:",
  resetButton: "Escolher uma nova senha",
  resetRule_one:
    "O link funciona uma única vez e expira em {count} minuto. Se não foi você que pediu, ignore esta mensagem: sua senha continua a mesma.",
  resetRule_other:
    "O link funciona uma única vez e expira em {count} minutos. Se não foi você que pediu, ignore esta mensagem: sua senha continua a mesma.",

  accountExistsSubject: "Você já tem uma conta no Trophy Rewards",
  accountExistsIntro:
    "Alguém tentou criar uma conta no Trophy Rewards com este endereço de e-mail, mas ele já tem uma. Nada foi alterado.",
  accountExistsSignIn: "Para usar sua conta, entre:",
  accountExistsReset:
    "Esqueceu sua senha ou não terminou de configurar a conta? Escolha uma nova senha (isso também confirma seu e-mail):",
  accountExistsResetButton: "Redefinir minha senha",
  accountExistsRule: "Se não foi você, ignore esta mensagem: sua conta continua como está.",
  signIn: "Entrar",

  consentSubject: "Uma criança pede o seu consentimento para usar o Trophy Rewards",
  consentIntro:
    "{student} ({email}) se cadastrou no Trophy Rewards e informou este endereço como o do seu responsável. Um estudante com menos de {age} anos só pode usar a conta depois que um responsável concordar.",
  consentWhat:
    "A página abaixo explica quais dados coletamos e por quê, que os apps concedem troféus e que eles podem ser trocados por vales-presente, e como retirar o seu consentimento depois. Para concordar, entre ou cadastre-se ali como responsável; para recusar, o que exclui a conta, você não precisa de conta.",
  consentButton: "Ler e responder",
  consentOnlyYou:
    "Só a conta de responsável com este endereço de e-mail pode concordar. Se você tem uma com outro endereço, peça à criança que corrija o endereço.",
  consentChangedSubject: "O consentimento de uma conta infantil do Trophy Rewards mudou",
  consentGivenBy: "{parent} ({parentEmail}) concordou que {student} use a conta do Trophy Rewards.",
  consentWithdrawnBy:
    "{parent} ({parentEmail}) retirou o consentimento da conta do Trophy Rewards de {student}. A conta está fechada, e só {parent} pode dar o consentimento de novo.",
  consentDisputedBy:
    "{student} disse que {parent} ({parentEmail}) não é seu responsável. Esse vínculo foi congelado e nossos administradores foram avisados.",
  consentChangedWhy:
    "Você recebe este e-mail porque está vinculado a este estudante. Ele não pode ser desativado: trata de quem responde pela conta de uma criança.",
  linkApprovalSubject: "Um novo adulto pede para se conectar a uma criança pela qual você responde",
  linkApprovalLine:
    "{student} aceitou um pedido de conexão de {parent} ({parentEmail}). Como você deu o consentimento para a conta de {student}, a conexão só começa quando você a aprovar na página de {student}.",
  consentArrivedSubject: "Seu responsável concordou",
  consentArrivedBody: "{parent} concordou que você use o Trophy Rewards. Você já pode entrar.",

  consentRule_one:
    "Sem resposta em {count} dia, a conta é excluída. Se você não conhece este estudante, recuse ou ignore esta mensagem.",
  consentRule_other:
    "Sem resposta em {count} dias, a conta é excluída. Se você não conhece este estudante, recuse ou ignore esta mensagem.",

  notificationWhy:
    "Você recebe este e-mail porque esta notificação está ativada no seu perfil do Trophy Rewards.",
  notificationTurnOffText: "Desative esta notificação com um clique: {url}",
  notificationSettingsText: "Todas as suas configurações de notificação: {url}",
  notificationTurnOffLink: "Desative esta notificação",
  notificationSettingsLink: "todas as suas configurações de notificação",
  notificationFooterLinks: "{turnOff} ou altere {settings}.",

  openFulfillment: "Abrir Entregas",
  openMyStudents: "Abrir Estudantes",
  openYourRewards: "Ver suas recompensas",
  openYourDashboard: "Abrir seu painel",
  openApiKeys: "Ver suas chaves de API",
  openDevelopers: "Abrir Desenvolvedores",
  openGiftCards: "Abrir Cartões-presente",
  openYourGiftCards: "Ver seus cartões-presente",
  decideFulfilment:
    "Marque como entregue quando a pessoa já tiver recebido, ou recuse explicando o motivo para devolver os troféus.",
  trophiesBack_one: "{count} troféu voltou para o seu saldo.",
  trophiesBack_other: "{count} troféus voltaram para o seu saldo.",

  rewardRedeemedSubject: "{student} resgatou {title}",
  rewardRedeemedLine_one: '{student} resgatou sua recompensa "{title}" por {count} troféu.',
  rewardRedeemedLine_other: '{student} resgatou sua recompensa "{title}" por {count} troféus.',

  connectionAcceptedSubject: "{student} aceitou seu pedido de conexão",
  connectionDeclinedSubject: "{student} recusou seu pedido de conexão",
  connectionAcceptedLine:
    "{student} aceitou seu pedido: agora você vê os troféus e pode criar recompensas para ele ou ela.",
  connectionDeclinedLine: "{student} recusou seu pedido de conexão.",

  rewardFulfilledSubject: "Recompensa entregue: {title}",
  rewardFulfilledLine: 'Sua recompensa "{title}" foi marcada como entregue. Aproveite!',
  rewardDeclinedSubject: "Recompensa recusada: {title}",
  rewardDeclinedLine: 'Sua recompensa "{title}" foi recusada: {reason}',

  connectionRequestedSubject: "Um responsável quer se conectar com você",
  connectionRequestedLine:
    'Alguém que se cadastrou como pai, mãe ou responsável quer se conectar com você no Trophy Rewards. O nome informado é "{name}", e o e-mail é {email}.',
  connectionRequestedAdvice:
    "Só aceite se você conhecer essa pessoa. No seu painel, você pode recusar o pedido ou bloquear a pessoa para que ela não peça de novo.",

  approvalEndedSubject:
    "{student} removeu a conexão com você: a aprovação de cartões-presente terminou",
  approvalEndedLine:
    "{student} removeu a conexão com você no Trophy Rewards. Você era o último responsável que aprovava os cartões-presente antes, então essa aprovação terminou: os resgates de cartões-presente não esperam mais a aprovação de ninguém.",
  approvalEndedAgain:
    "Para voltar a aprovar, envie um novo pedido de conexão; quando ele for aceito, ative Aprovar cartões-presente antes na página do estudante.",

  developerApprovedSubject: "Sua conta de desenvolvedor foi aprovada",
  developerApprovedLine:
    "Um administrador aprovou sua conta de desenvolvedor do Trophy Rewards. Sua chave de API está esperando por você.",
  developerRejectedSubject: "Sua conta de desenvolvedor não foi aprovada",
  developerRejectedLine: "Um administrador recusou sua conta de desenvolvedor do Trophy Rewards.",
  developerRejectedLineWithReason:
    "Um administrador recusou sua conta de desenvolvedor do Trophy Rewards: {reason}",

  developerRegisteredSubject: "Novo desenvolvedor aguardando análise: {email}",
  developerRegisteredLine: "{who} se cadastrou como desenvolvedor e aguarda sua análise.",

  lowStockSubject: "Os cartões-presente {cardType} estão acabando",
  lowStockLine_one:
    "Só resta {count} cartão-presente {cardType} disponível. Envie mais antes que acabem para os estudantes.",
  lowStockLine_other:
    "Só restam {count} cartões-presente {cardType} disponíveis. Envie mais antes que acabem para os estudantes.",

  approvalRequestedSubject: "{student} resgatou {title}: aguarda sua aprovação",
  approvalRequestedLine_one:
    "{student} resgatou {title} por {count} troféu. O resgate aguarda sua aprovação: o troféu fica reservado e o código fica escondido até você decidir.",
  approvalRequestedLine_other:
    "{student} resgatou {title} por {count} troféus. O resgate aguarda sua aprovação: os troféus ficam reservados e o código fica escondido até você decidir.",
  approvalRequestedDecide:
    "Aprove para entregar o código, ou recuse explicando o motivo para devolver os troféus.",

  giftCardApprovedSubject: "Seu resgate de {title} foi aprovado",
  giftCardApprovedLine:
    "{parent} aprovou seu resgate de {title}. O cartão agora é seu: o código está esperando por você nos seus cartões-presente.",
  giftCardDeclinedSubject: "Seu resgate de {title} foi recusado",
  giftCardDeclinedLine: "{parent} recusou seu resgate de {title}.",
  giftCardDeclinedLineWithReason: "{parent} recusou seu resgate de {title}: {reason}",

  baseRewardRedeemedLine_one: '{student} resgatou "{title}" por {count} troféu.',
  baseRewardRedeemedLine_other: '{student} resgatou "{title}" por {count} troféus.',
  baseRewardWaitsForParent:
    "A entrega está pendente: pode ser feita por você, por outro responsável pelo estudante ou pelos administradores da plataforma.",
  baseRewardAdminSubject: "{student} resgatou {title}: entrega pendente",
  baseRewardWaitsForAdmin:
    "A entrega está pendente: pode ser feita por um administrador ou por um dos responsáveis pelo estudante.",
};
