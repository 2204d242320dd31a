/**
 * Every error the API can answer, with its HTTP status and the exact pt-BR text of SPEC §8.
 * The server maps domain errors through this table; the web shows `message` as it comes.
 */
export const errorCatalog = {
  NOT_AUTHENTICATED: { status: 401, message: 'User not authenticated' },
  OTHER_ACCOUNT: { status: 409, message: 'Outra conta entrou neste navegador. Recarregue a página.' },
  FORBIDDEN: { status: 403, message: 'Você não tem permissão para acessar esta página.' },
  CROSS_ORIGIN: { status: 403, message: 'Origem da requisição não permitida' },
  NOT_FOUND: { status: 404, message: 'Não encontrado' },
  VALIDATION: { status: 400, message: 'Dados inválidos' },
  BAD_JSON: { status: 400, message: 'Requisição inválida' },
  PAYLOAD_TOO_LARGE: { status: 413, message: 'Requisição grande demais' },
  RATE_LIMITED: { status: 429, message: 'Muitas tentativas. Aguarde alguns minutos e tente novamente.' },
  TOO_MANY_STREAMS: {
    status: 429,
    message: 'Muitas abas do Tinta abertas. Feche algumas e recarregue a página.',
  },
  PASSWORD_TOO_COMMON: { status: 400, message: 'Esta senha é muito comum. Escolha outra.' },
  PROFILE_UPDATE_FAILED: { status: 500, message: 'Erro ao atualizar perfil' },
  PLAN_ALREADY_CHOSEN: { status: 409, message: 'Você já escolheu um plano' },
  STUDIO_ONLY_FROM_BASIC: { status: 409, message: 'Só quem está no Plano Básico pode abrir um estúdio' },
  ORGANIZATION_CREATE_FAILED: { status: 500, message: 'Erro ao criar organização' },
  PLAN_SELECT_FAILED: { status: 500, message: 'Erro ao selecionar plano' },
  CLIENT_NOT_FOUND: { status: 404, message: 'Cliente não encontrado' },
  CLIENT_SAVE_FAILED: { status: 500, message: 'Erro ao salvar cliente. Tente novamente.' },
  CLIENT_DELETE_FAILED: { status: 500, message: 'Erro ao excluir cliente. Tente novamente.' },
  APPOINTMENT_NOT_FOUND: { status: 404, message: 'Agendamento não encontrado' },
  APPOINTMENT_ALREADY_FINISHED: { status: 409, message: 'Este agendamento já foi finalizado' },
  APPOINTMENT_NOT_FINISHED: { status: 409, message: 'Este agendamento não está finalizado' },
  APPOINTMENT_CANCELLED: {
    status: 409,
    message: 'Este agendamento está cancelado. Reabra-o antes de finalizar.',
  },
  APPOINTMENT_OVERLAP: { status: 409, message: 'Já existe um agendamento neste horário.' },
  APPOINTMENT_NOT_CANCELLED: { status: 409, message: 'Este agendamento não está cancelado' },
  APPOINTMENT_NOT_STARTED: {
    status: 409,
    message: 'Só dá para registrar que o cliente faltou depois do horário da sessão',
  },
  APPOINTMENT_MOVE_HAS_MONEY: {
    status: 409,
    message:
      'Esta sessão já tem pagamento, sinal, ficha ou termo assinado: ela fica com o tatuador que a atendeu.',
  },
  APPOINTMENT_SAVE_FAILED: { status: 500, message: 'Erro ao salvar agendamento' },
  APPOINTMENT_FINALIZE_FAILED: { status: 500, message: 'Erro ao finalizar agendamento' },
  APPOINTMENT_UNFINALIZE_FAILED: { status: 500, message: 'Erro ao cancelar finalização' },
  APPOINTMENT_DELETE_FAILED: {
    status: 500,
    message: 'Erro ao excluir agendamento e pagamentos relacionados',
  },
  BOOKING_PAGE_NOT_FOUND: { status: 404, message: 'Página de agendamento não encontrada' },
  BOOKING_SLUG_TAKEN: { status: 409, message: 'Este endereço já está em uso. Escolha outro.' },
  /** API Pix (issue 28): the bank's own answer to a connection attempt, in the artist's words. */
  PIX_API_UNREACHABLE: {
    status: 422,
    message: 'Não foi possível falar com o banco neste endereço. Confira a URL da API Pix.',
  },
  PIX_API_CERTIFICATE: {
    status: 422,
    message: 'O banco recusou o certificado. Confira o arquivo e a senha do certificado.',
  },
  PIX_API_CREDENTIALS: { status: 422, message: 'O banco recusou o Client ID ou o Client Secret.' },
  PIX_API_REFUSED: {
    status: 422,
    message:
      'O banco recusou o pedido. Confira se a API Pix está liberada na sua conta (cobranças e webhook) para esta chave.',
  },
  PIX_API_UNAVAILABLE: {
    status: 503,
    message: 'O banco não respondeu agora. Tente de novo em alguns minutos.',
  },
  PIX_API_INVALID_ANSWER: {
    status: 422,
    message: 'O banco respondeu fora do padrão da API Pix. Confira a URL da API Pix.',
  },
  PIX_API_NOT_CONNECTED: { status: 404, message: 'Nenhuma API Pix conectada.' },
  /** The sealed secrets cannot be opened here (SECRETS_KEY changed, the key file lost). */
  PIX_API_RECONNECT: {
    status: 409,
    message: 'Os dados da conexão com o banco não puderam ser lidos. Conecte a API Pix de novo.',
  },
  BOOKING_REQUEST_NOT_FOUND: { status: 404, message: 'Pedido não encontrado' },
  BOOKING_REQUEST_ANSWERED: { status: 409, message: 'Este pedido já foi respondido' },
  BOOKING_SLOT_TAKEN: {
    status: 409,
    message: 'Este horário já está reservado para outra sessão. Escolha outro.',
  },
  BOOKING_PIX_MISSING: {
    status: 409,
    message: 'Cadastre sua chave Pix na Página de agendamento para pedir o sinal',
  },
  BOOKING_NO_DEPOSIT_DUE: { status: 409, message: 'Não há sinal a pagar neste pedido' },
  BOOKING_ANSWER_FAILED: { status: 500, message: 'Erro ao responder o pedido' },
  BOOKING_REQUEST_FAILED: { status: 500, message: 'Erro ao enviar o pedido. Tente novamente.' },
  BOOKING_REQUESTS_WAITING: {
    status: 429,
    message: 'Você já tem pedidos aguardando resposta. Aguarde o retorno antes de enviar outro.',
  },
  BOOKING_SAVE_FAILED: { status: 500, message: 'Erro ao salvar a página de agendamento' },
  BOOKING_CHANGE_CLOSED: {
    status: 409,
    message: 'Esta sessão não pode mais ser alterada pelo link. Combine pelo WhatsApp.',
  },
  BOOKING_CANCEL_TERMS_CHANGED: {
    status: 409,
    message:
      'O prazo para devolução do sinal mudou enquanto você confirmava. Confira de novo antes de cancelar.',
  },
  BOOKING_RESCHEDULE_CLOSED: {
    status: 409,
    message: 'O prazo para remarcar pelo link já passou ou o limite de remarcações foi atingido.',
  },
  WAITLIST_OFFER_TAKEN: {
    status: 409,
    message: 'Este horário já foi preenchido. Você continua na lista de espera.',
  },
  BOOKING_CHANGE_FAILED: { status: 500, message: 'Erro ao alterar a sessão. Tente novamente.' },
  INK_LOT_NOT_FOUND: { status: 404, message: 'Lote de tinta não encontrado' },
  INK_LOT_SAVE_FAILED: { status: 500, message: 'Erro ao salvar o lote de tinta' },
  SESSION_RECORD_SAVE_FAILED: { status: 500, message: 'Erro ao salvar a ficha técnica' },
  APPOINTMENT_HAS_RECORD: {
    status: 409,
    message: 'Este agendamento tem ficha técnica e não pode ser excluído: cancele-o.',
  },
  ANAMNESIS_LINK_GONE: {
    status: 404,
    message: 'Este link já foi usado ou expirou. Peça um novo ao seu tatuador.',
  },
  ANAMNESIS_SAVE_FAILED: { status: 500, message: 'Erro ao salvar a anamnese' },
  HEALTH_CONSENT_WITHDRAW_FAILED: { status: 500, message: 'Erro ao retirar a autorização. Tente novamente.' },
  BIRTH_DATE_IN_FUTURE: { status: 400, message: 'A data de nascimento não pode ser no futuro' },
  CONSENT_NOT_FOUND: { status: 404, message: 'Termo não encontrado' },
  CONSENT_SAVE_FAILED: { status: 500, message: 'Erro ao salvar o termo' },
  CONSENT_GUARDIAN_REQUIRED: {
    status: 400,
    message: 'Cliente menor de idade: o responsável precisa informar nome, documento e assinar',
  },
  CONSENT_SIGNATURE_INVALID: { status: 400, message: 'Assinatura inválida. Assine de novo.' },
  CONSENT_SIGNATURE_TOO_LARGE: {
    status: 400,
    message: 'A imagem da assinatura é grande demais. Limpe o quadro e assine de novo.',
  },
  PDF_ALREADY_RUNNING: {
    status: 429,
    message: 'Já há um PDF seu sendo gerado. Aguarde ele terminar e tente de novo.',
  },
  PDF_BUSY: { status: 429, message: 'Muitos PDFs sendo gerados agora. Tente de novo em alguns instantes.' },
  PDF_FAILED: { status: 500, message: 'Erro ao gerar o PDF. Tente novamente.' },
  CONSENT_TEXT_ONLY_OWNER: {
    status: 403,
    message: 'Só o dono do estúdio altera o termo e as regras das fichas',
  },
  MESSAGES_SAVE_FAILED: { status: 500, message: 'Erro ao salvar as mensagens. Tente novamente.' },
  MESSAGE_SUBJECT_NOT_FOUND: { status: 404, message: 'Mensagem não encontrada' },
  CALENDAR_FEED_NOT_FOUND: { status: 404, message: 'Calendário não encontrado' },
  RECORDS_OWNER_READ_OFF: {
    status: 403,
    message: 'O estúdio não liberou a leitura das fichas dos tatuadores pelo dono',
  },
  CONSENT_TEXT_CHANGED: {
    status: 409,
    message: 'O termo foi atualizado. Confira o texto novo e assine de novo.',
  },
  CONSENT_REQUIRED: {
    status: 409,
    message: 'O estúdio exige o termo de consentimento assinado antes de finalizar',
  },
  PAYMENT_NOT_FOUND: { status: 404, message: 'Pagamento não encontrado' },
  PAYMENT_APPOINTMENT_NOT_FINISHED: {
    status: 409,
    message: 'Pagamentos só podem ser lançados para agendamentos finalizados',
  },
  DEPOSIT_NOT_ALLOWED: {
    status: 409,
    message: 'O sinal só pode ser registrado em um agendamento ainda não finalizado nem cancelado',
  },
  DEPOSIT_NOT_EDITABLE: {
    status: 409,
    message: 'Sinais e devoluções não são editados aqui: exclua o lançamento e registre de novo.',
  },
  DEPOSIT_REFUNDED: { status: 409, message: 'Este sinal já foi devolvido. Exclua a devolução primeiro.' },
  DEPOSIT_NONE_TO_REFUND: { status: 409, message: 'Não há sinal recebido para devolver' },
  DEPOSIT_REFUND_NOT_CANCELLED: {
    status: 409,
    message: 'Só é possível devolver o sinal de um agendamento cancelado',
  },
  APPOINTMENT_HAS_DEPOSIT: {
    status: 409,
    message:
      'Este agendamento tem sinal registrado e não pode ser excluído: cancele-o. Para excluí-lo mesmo assim, exclua antes os lançamentos do sinal no Financeiro.',
  },
  FINALIZE_DEPOSIT_CHANGED: {
    status: 409,
    message: 'O sinal deste agendamento mudou enquanto você finalizava. Confira o valor restante.',
  },
  AMOUNT_TOO_LARGE: { status: 400, message: 'Valor inválido' },
  FINALIZE_AMOUNT_REQUIRED: { status: 400, message: 'Valor do pagamento deve ser maior que zero' },
  PAYMENT_DATE_IN_FUTURE: { status: 400, message: 'A data do pagamento não pode ser no futuro' },
  PAYMENT_SAVE_FAILED: { status: 500, message: 'Erro ao salvar pagamento' },
  PAYMENT_DELETE_FAILED: { status: 500, message: 'Erro ao excluir pagamento' },
  TASK_NOT_FOUND: { status: 404, message: 'Tarefa não encontrada' },
  TASK_SAVE_FAILED: { status: 500, message: 'Erro ao salvar tarefa' },
  TASK_STATUS_FAILED: { status: 500, message: 'Erro ao atualizar status' },
  TASK_DELETE_FAILED: { status: 500, message: 'Erro ao excluir tarefa' },
  EXPENSE_NOT_FOUND: { status: 404, message: 'Despesa não encontrada' },
  EXPENSE_IS_SETTLEMENT: {
    status: 409,
    message: 'Esta despesa é um repasse pago. Para corrigi-la, desfaça o repasse em Relatórios.',
  },
  EXPENSE_SAVE_FAILED: { status: 500, message: 'Erro ao salvar despesa' },
  /** A card fee's expense follows its payment or other income (decision 0024). */
  EXPENSE_IS_CARD_FEE: {
    status: 409,
    message:
      'Esta despesa é a taxa da maquininha de um recebimento: ela muda com ele. Edite ou exclua o recebimento.',
  },
  OTHER_INCOME_NOT_FOUND: { status: 404, message: 'Receita não encontrada' },
  OTHER_INCOME_SAVE_FAILED: { status: 500, message: 'Erro ao salvar receita' },
  OTHER_INCOME_DELETE_FAILED: { status: 500, message: 'Erro ao excluir receita' },
  CARD_FEES_SAVE_FAILED: { status: 500, message: 'Erro ao salvar as taxas da maquininha' },
  EXPENSE_DELETE_FAILED: { status: 500, message: 'Erro ao excluir despesa' },
  INVITATION_NOT_FOUND: { status: 404, message: 'Convite não encontrado' },
  INVITATION_USED: { status: 409, message: 'Este convite já foi utilizado ou cancelado' },
  INVITATION_EXPIRED: { status: 410, message: 'Este convite expirou' },
  INVITATION_WRONG_EMAIL: { status: 403, message: 'Este convite foi enviado para outro email' },
  INVITATION_ALREADY_IN_STUDIO: { status: 409, message: 'Você já faz parte de um estúdio' },
  INVITATION_ALREADY_MEMBER: { status: 409, message: 'Este email já faz parte do estúdio' },
  INVITATION_OWNER_MAIL_LIMIT: {
    status: 429,
    message: 'Você enviou muitos convites na última hora. Aguarde um pouco e tente novamente.',
  },
  INVITATION_RECIPIENT_MAIL_LIMIT: {
    status: 429,
    message: 'Este email já recebeu muitos convites hoje. Tente novamente amanhã.',
  },
  INVITATION_CREATE_FAILED: { status: 500, message: 'Erro ao criar convite' },
  INVITATION_PROCESS_FAILED: { status: 500, message: 'Erro ao processar convite' },
  INVITATION_ACCEPT_FAILED: { status: 500, message: 'Erro ao aceitar convite' },
  EMAIL_TAKEN: { status: 409, message: 'Este email já está cadastrado' },
  INVITATION_SIGN_UP_FAILED: { status: 500, message: 'Tente novamente.' },
  MEMBER_NOT_FOUND: { status: 404, message: 'Tatuador não encontrado' },
  OWNER_NOT_REMOVABLE: { status: 409, message: 'O dono do estúdio não pode ser removido' },
  /** A paid settlement (repasse) closes its period: its payments are not changed any more (0017). */
  SETTLEMENT_CLOSED: {
    status: 409,
    message:
      'Este pagamento está em um repasse já pago e não pode ser alterado. Para corrigi-lo, peça ao dono do estúdio que desfaça o repasse.',
  },
  SETTLEMENT_ALREADY_PAID: {
    status: 409,
    message: 'Este período já tem um repasse pago para este tatuador.',
  },
  SETTLEMENT_CHANGED: {
    status: 409,
    message: 'Os pagamentos deste período mudaram enquanto você acertava. Confira os valores.',
  },
  SETTLEMENT_EMPTY: { status: 409, message: 'Não há pagamentos deste tatuador no período.' },
  SETTLEMENT_NOT_FOUND: { status: 404, message: 'Repasse não encontrado' },
  SETTLEMENT_SAVE_FAILED: { status: 500, message: 'Erro ao registrar o repasse. Tente novamente.' },
  PUSH_ENDPOINT_REFUSED: {
    status: 400,
    message: 'Este endereço de notificações push não é de um navegador suportado.',
  },
  PUSH_SUBSCRIPTION_TAKEN: {
    status: 409,
    message: 'Estas notificações push pertencem a outra conta neste navegador.',
  },
  INTERNAL: { status: 500, message: 'Erro interno. Tente novamente.' },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof errorCatalog;

/** The body of every error answer. */
export interface ApiErrorBody {
  code: ErrorCode | string;
  message: string;
  /** Per-field messages when a form can point at the field. */
  fields?: Record<string, string>;
}

/** Messages of SPEC §5 and §8 that belong to the forms and auth flow. */
export const messages = {
  fillAllFields: 'Por favor, preencha todos os campos',
  passwordsDontMatch: 'As senhas não coincidem',
  passwordTooShort: 'A senha deve ter pelo menos 6 caracteres',
  passwordTooLong: 'A senha deve ter no máximo 128 caracteres',
  passwordTooCommon: 'Esta senha é muito comum. Escolha outra.',
  wrongCurrentPassword: 'Senha atual incorreta',
  changePasswordFailed: 'Erro ao alterar senha. Tente novamente.',
  invalidCredentials: 'Email ou senha incorretos',
  emailNotConfirmed: 'Por favor, confirme seu email antes de fazer login',
  loginFailed: 'Erro ao fazer login. Tente novamente.',
  emailTaken: 'Este email já está cadastrado',
  invalidEmail: 'Email inválido',
  signUpFailed: 'Erro ao criar conta. Tente novamente.',
  nameRequired: 'Nome é obrigatório',
  studioNameRequired: 'Por favor, digite o nome do estúdio',
  invalidResetLink: 'Link de redefinição inválido ou expirado',
  resetFailed: 'Erro ao redefinir senha. Tente novamente.',
  authFailed: 'Erro de autenticação. Tente novamente.',
  /** Signing in with an unconfirmed e-mail mails a fresh link (Better Auth's sendOnSignIn). */
  badVerificationLink:
    'Link de confirmação inválido ou expirado. Entre com seu email e senha para receber um novo.',
  appointmentRequired: 'Cliente, título, data e horário são obrigatórios',
  invalidDuration: 'Duração inválida',
  paymentAmountPositive: 'Valor do pagamento deve ser maior que zero',
  paymentRequired: 'Preencha todos os campos obrigatórios',
  invalidPaymentDate: 'Data do pagamento inválida',
  paymentDateInFuture: 'A data do pagamento não pode ser no futuro',
  invalidAmount: 'Valor inválido',
  /** Issue 29: 'Crédito em 3x' — only a credit card is paid in installments. */
  installmentsCreditOnly: 'Parcelamento só no cartão de crédito',
  invalidInstallments: 'Parcelas inválidas (1 a 12)',
  tooManyPaymentLines: 'No máximo 6 formas de pagamento',
  invalidCardFeeRate: 'Taxa inválida (de 0 a 100%)',
  /** A NUL byte (or another control character Postgres text cannot hold) in typed text. */
  invalidCharacter: 'O texto contém um caractere inválido. Apague-o e tente novamente.',
  clientCreated: 'Cliente criado com sucesso!',
  clientUpdated: 'Cliente atualizado com sucesso!',
  clientDeleted: 'Cliente excluído com sucesso!',
  /** One rule for every record (issue 17): a save or a deletion says so in a toast. */
  expenseCreated: 'Despesa criada com sucesso!',
  expenseUpdated: 'Despesa atualizada com sucesso!',
  expenseDeleted: 'Despesa excluída com sucesso!',
  taskCreated: 'Tarefa criada com sucesso!',
  taskUpdated: 'Tarefa atualizada com sucesso!',
  taskDeleted: 'Tarefa excluída com sucesso!',
  invalidPercentage: 'O percentual deve estar entre 0 e 100',
  cancelInvitationConfirm: 'Deseja cancelar este convite?',
  removeArtistConfirm: 'Deseja remover este tatuador do estúdio?',
  accountCreatedPleaseLogin: 'Conta criada! Por favor, faça login.',
  taskTitleRequired: 'Título é obrigatório',
  expenseRequired: 'Descrição e valor são obrigatórios',
  deleteTaskConfirm: 'Tem certeza que deseja excluir esta tarefa?',
  deleteExpenseConfirm: 'Tem certeza que deseja excluir esta despesa?',
  deletePaymentConfirm: 'Tem certeza que deseja excluir este pagamento?',
} as const;

/** A text longer than its column allows: said plainly, never as the field's "required" text. */
export const tooLong = (max: number) => `Use no máximo ${max} caracteres`;
