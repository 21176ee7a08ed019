/**
 * The frames' markup as React renders their components: tests/unit/app/cached-frame.test.tsx keeps
 * these identical to the components (on a failure, paste the received markup here).
 *
 * `ProposalWaitingFrame`'s (features/proposal/post-confirmation/proposal-view): step 5.
 */
/** What the frame renders where the proposal's number goes; ./step-5 puts the number there as text. */
export const PROPOSAL_ID_SLOT = '{id}';
/** The frame without the notification offer (notifications unsupported). */
export const PROPOSAL_WAITING_FRAME =
  '<main class="h_calc(100dvh_-_var(--offline-banner-h,_0px)_-_var(--toast-region-h,_0px)) ov-y_auto scr-bar-w_none [&amp;::-webkit-scrollbar]:d_none p_5 d_grid gap_4 ac_start"><div class="d_grid gap_2"><p class="fs_sm c_fg.muted" aria-hidden="true">Etapa 7 de 7: <strong class="c_fg">Pós-Confirmação</strong></p><ol aria-label="Etapas da proposta" class="d_flex ai_center gap_1 li-s_none p_0 m_0"><li class="d_flex ai_center gap_1 flex_1 min-w_0 [&amp;:last-child]:flex_0_0_auto"><div class="d_grid place-items_center flex-sh_0 w_6 h_6 bdr_full fs_xs fw_bold bd-w_2px bd-c_gray.400 c_fg.muted bg_bg [&amp;[data-complete]]:bg_brand.solid [&amp;[data-complete]]:bd-c_brand.solid [&amp;[data-complete]]:c_fg.onBrand [&amp;[data-current]]:bd-c_brand.solid [&amp;[data-current]]:c_fg [&amp;[data-current]]:bg_bg" aria-hidden="true" data-complete="">1</div><span class="sr_true">Simulação (concluída)</span><div class="flex_1 h_2px bg_gray.300 [&amp;[data-complete]]:bg_brand.solid" data-complete=""></div></li><li class="d_flex ai_center gap_1 flex_1 min-w_0 [&amp;:last-child]:flex_0_0_auto"><div class="d_grid place-items_center flex-sh_0 w_6 h_6 bdr_full fs_xs fw_bold bd-w_2px bd-c_gray.400 c_fg.muted bg_bg [&amp;[data-complete]]:bg_brand.solid [&amp;[data-complete]]:bd-c_brand.solid [&amp;[data-complete]]:c_fg.onBrand [&amp;[data-current]]:bd-c_brand.solid [&amp;[data-current]]:c_fg [&amp;[data-current]]:bg_bg" aria-hidden="true" data-complete="">2</div><span class="sr_true">Resultado (concluída)</span><div class="flex_1 h_2px bg_gray.300 [&amp;[data-complete]]:bg_brand.solid" data-complete=""></div></li><li class="d_flex ai_center gap_1 flex_1 min-w_0 [&amp;:last-child]:flex_0_0_auto"><div class="d_grid place-items_center flex-sh_0 w_6 h_6 bdr_full fs_xs fw_bold bd-w_2px bd-c_gray.400 c_fg.muted bg_bg [&amp;[data-complete]]:bg_brand.solid [&amp;[data-complete]]:bd-c_brand.solid [&amp;[data-complete]]:c_fg.onBrand [&amp;[data-current]]:bd-c_brand.solid [&amp;[data-current]]:c_fg [&amp;[data-current]]:bg_bg" aria-hidden="true" data-complete="">3</div><span class="sr_true">Dados Pessoais (concluída)</span><div class="flex_1 h_2px bg_gray.300 [&amp;[data-complete]]:bg_brand.solid" data-complete=""></div></li><li class="d_flex ai_center gap_1 flex_1 min-w_0 [&amp;:last-child]:flex_0_0_auto"><div class="d_grid place-items_center flex-sh_0 w_6 h_6 bdr_full fs_xs fw_bold bd-w_2px bd-c_gray.400 c_fg.muted bg_bg [&amp;[data-complete]]:bg_brand.solid [&amp;[data-complete]]:bd-c_brand.solid [&amp;[data-complete]]:c_fg.onBrand [&amp;[data-current]]:bd-c_brand.solid [&amp;[data-current]]:c_fg [&amp;[data-current]]:bg_bg" aria-hidden="true" data-complete="">4</div><span class="sr_true">Endereço (concluída)</span><div class="flex_1 h_2px bg_gray.300 [&amp;[data-complete]]:bg_brand.solid" data-complete=""></div></li><li class="d_flex ai_center gap_1 flex_1 min-w_0 [&amp;:last-child]:flex_0_0_auto"><div class="d_grid place-items_center flex-sh_0 w_6 h_6 bdr_full fs_xs fw_bold bd-w_2px bd-c_gray.400 c_fg.muted bg_bg [&amp;[data-complete]]:bg_brand.solid [&amp;[data-complete]]:bd-c_brand.solid [&amp;[data-complete]]:c_fg.onBrand [&amp;[data-current]]:bd-c_brand.solid [&amp;[data-current]]:c_fg [&amp;[data-current]]:bg_bg" aria-hidden="true" data-complete="">5</div><span class="sr_true">Informações Bancárias (concluída)</span><div class="flex_1 h_2px bg_gray.300 [&amp;[data-complete]]:bg_brand.solid" data-complete=""></div></li><li class="d_flex ai_center gap_1 flex_1 min-w_0 [&amp;:last-child]:flex_0_0_auto"><div class="d_grid place-items_center flex-sh_0 w_6 h_6 bdr_full fs_xs fw_bold bd-w_2px bd-c_gray.400 c_fg.muted bg_bg [&amp;[data-complete]]:bg_brand.solid [&amp;[data-complete]]:bd-c_brand.solid [&amp;[data-complete]]:c_fg.onBrand [&amp;[data-current]]:bd-c_brand.solid [&amp;[data-current]]:c_fg [&amp;[data-current]]:bg_bg" aria-hidden="true" data-complete="">6</div><span class="sr_true">Confirmação (concluída)</span><div class="flex_1 h_2px bg_gray.300 [&amp;[data-complete]]:bg_brand.solid" data-complete=""></div></li><li class="d_flex ai_center gap_1 flex_1 min-w_0 [&amp;:last-child]:flex_0_0_auto" aria-current="step"><div class="d_grid place-items_center flex-sh_0 w_6 h_6 bdr_full fs_xs fw_bold bd-w_2px bd-c_gray.400 c_fg.muted bg_bg [&amp;[data-complete]]:bg_brand.solid [&amp;[data-complete]]:bd-c_brand.solid [&amp;[data-complete]]:c_fg.onBrand [&amp;[data-current]]:bd-c_brand.solid [&amp;[data-current]]:c_fg [&amp;[data-current]]:bg_bg" aria-hidden="true" data-current="">7</div><span class="sr_true">Pós-Confirmação (etapa atual)</span></li></ol></div><h1 class="fs_2xl fw_bold">Proposta concluída!</h1><p>Sua proposta foi enviada com sucesso.</p><p>Número da proposta: <strong>{id}</strong></p><section aria-labelledby="card-banco" class="bg_bg.subtle bdr_xl p_5 d_grid gap_3"><h2 id="card-banco" class="fs_lg fw_bold">Proposta no banco</h2><div class="d_flex gap_3 ai_center"><span aria-hidden="true" class="spinner"></span><p role="status">O banco está validando a sua proposta.</p></div></section><section aria-labelledby="card-identidade" class="bg_bg.subtle bdr_xl p_5 d_grid gap_3"><h2 id="card-identidade" class="fs_lg fw_bold">Segurança de identidade</h2><div class="d_flex gap_3 ai_center"><span aria-hidden="true" class="spinner"></span><p role="status">Validando a biometria.</p></div></section></main>';
/** The offer's markup for each permission, appended to the frame's <main>. */
export const PROPOSAL_WAITING_NOTE: Record<NotificationPermission, string> = {
  default: '<div class="d_grid gap_2 justify-items_center"><p class="fs_sm">A validação pode demorar alguns minutos. Quer receber um aviso neste aparelho quando ela mudar? Assim você pode usar outros apps enquanto espera.</p></div>',
  granted: '<p class="fs_sm c_fg.muted ta_center">Vamos avisar neste aparelho quando a sua proposta mudar.</p>',
  denied: '<p class="fs_sm c_fg.muted ta_center">As notificações estão bloqueadas para este site. Para receber o aviso, permita as notificações nas configurações do navegador: no Chrome, toque no ícone ao lado do endereço, depois em Permissões e ative Notificações. No app instalado, use as configurações do Android: Apps, este app, Notificações.</p>',
};

/**
 * `CorbanWaitingFrame`'s markup (features/consultation/loading-view): the Corban `/loading` while
 * its consultation is PENDING, on the default branding, without its message or the offer.
 */
export const LOADING_WAITING_FRAME =
  '<main class="h_calc(100dvh_-_var(--offline-banner-h,_0px)_-_var(--toast-region-h,_0px)) ov-y_auto scr-bar-w_none [&amp;::-webkit-scrollbar]:d_none d_flex flex-d_column ai_center p_6 gap_10"><img src="/brand/logo.svg" alt="FGTS Já" height="40" class="h_10 w_auto"/><div role="status" aria-live="polite" class="d_grid justify-items_center gap_4 ta_center my_auto max-w_sm"><span aria-hidden="true" class="spinner"></span><h1 class="fs_2xl fw_bold">Aguardando Caixa</h1></div></main>';
/** The message appended to the frame's status (`[role="status"]`, also `/consulta`'s): under a minute, over it, over it with notifications allowed. */
export const LOADING_WAITING_MESSAGE = {
  short: '<p class="c_fg.muted">Estamos aguardando a resposta da Caixa. Isso pode levar alguns instantes.</p>',
  long: '<p class="c_fg.muted">A Caixa está demorando mais que o normal para responder.</p><p>Você pode fechar o app: quando voltar, o resultado estará aqui.</p>',
  longNotified:
    '<p class="c_fg.muted">A Caixa está demorando mais que o normal para responder.</p><p>Você pode fechar o app: quando voltar, o resultado estará aqui. Se o app ficar aberto em segundo plano, vamos avisar neste aparelho quando a Caixa responder.</p>',
} as const;
/** The offer's markup for each permission (the button's room kept where it can be asked), appended to the frame's <main>; `/consulta`'s is the same without that room. */
export const LOADING_WAITING_NOTE: Record<NotificationPermission, string> = {
  default:
    '<div class="d_grid gap_2 justify-items_center"><p class="fs_sm">A resposta da Caixa pode demorar. Quer receber um aviso neste aparelho quando ela chegar? Assim você pode usar outros apps enquanto espera.</p><span aria-hidden="true" data-space-for="notify" class="button button--variant_outline vis_hidden">Avisar quando terminar</span></div>',
  granted: '<p class="fs_sm c_fg.muted ta_center">Vamos avisar neste aparelho quando a consulta terminar.</p>',
  denied: '<p class="fs_sm c_fg.muted ta_center">As notificações estão bloqueadas para este site. Para receber o aviso, permita as notificações nas configurações do navegador: no Chrome, toque no ícone ao lado do endereço, depois em Permissões e ative Notificações. No app instalado, use as configurações do Android: Apps, este app, Notificações.</p>',
};
/** The support chat's room, kept after the offer where the screen shows the chat (over a minute, a support phone known). */
export const LOADING_WAITING_SUPPORT_SPACE =
  '<span aria-hidden="true" data-space-for="support" class="button button--variant_outline vis_hidden"><svg width="20" height="20" class="flex-sh_0"></svg>Falar com o suporte</span>';

/**
 * `CorbanProposalFrame`'s markup (features/corban-proposal/proposal-view): the Corban proposal
 * screen ready to simulate, on the default branding; ./proposal puts the amount, formatted as the
 * screen formats it, as text in place of `CORBAN_AMOUNT_SLOT`.
 */
export const CORBAN_AMOUNT_SLOT = '{amount}';
export const CORBAN_PROPOSAL_FRAME =
  '<main class="h_calc(100dvh_-_var(--offline-banner-h,_0px)_-_var(--toast-region-h,_0px)) ov-y_auto scr-bar-w_none [&amp;::-webkit-scrollbar]:d_none d_flex flex-d_column p_6 gap_6"><img src="/brand/logo.svg" alt="FGTS Já" height="40" class="h_10 w_auto as_flex-start"/><h1 class="fs_2xl fw_bold">Proposta</h1><section aria-live="polite" aria-busy="false" class="bg_bg.subtle bdr_xl p_5 d_grid gap_3 justify-items_center ta_center"><p>Você pode receber até</p><p class="fs_3xl fw_bold">{amount}</p></section></main>';

/**
 * `ConsultationWaitingFrame`'s markup (features/consultation/consultation-view): the self-service
 * `/consulta` while its consultation is PENDING, on the default branding, without its message
 * (LOADING_WAITING_MESSAGE's, at the end of its status) or the offer (CONSULTA_WAITING_NOTE).
 */
export const CONSULTA_WAITING_FRAME =
  '<main class="h_calc(100dvh_-_var(--offline-banner-h,_0px)_-_var(--toast-region-h,_0px)) ov-y_auto scr-bar-w_none [&amp;::-webkit-scrollbar]:d_none d_flex flex-d_column p_5 gap_6"><img src="/brand/logo.svg" alt="FGTS Já" height="40" class="h_10 w_auto as_flex-start"/><h1 class="fs_2xl fw_bold">Consultando na CEF</h1><section role="status" aria-live="polite" class="bg_bg.subtle bdr_xl p_5 d_grid gap_3 justify-items_center ta_center"><span aria-hidden="true" class="spinner"></span><p class="fw_bold fs_lg">Aguardando Caixa</p></section></main>';
/**
 * The offer's markup for each permission, appended to `/consulta`'s frame's <main> (written out, not
 * read from LOADING_WAITING_NOTE: a reference would keep both in every frame's file).
 */
export const CONSULTA_WAITING_NOTE: Record<NotificationPermission, string> = {
  default: '<div class="d_grid gap_2 justify-items_center"><p class="fs_sm">A resposta da Caixa pode demorar. Quer receber um aviso neste aparelho quando ela chegar? Assim você pode usar outros apps enquanto espera.</p></div>',
  granted: '<p class="fs_sm c_fg.muted ta_center">Vamos avisar neste aparelho quando a consulta terminar.</p>',
  denied: '<p class="fs_sm c_fg.muted ta_center">As notificações estão bloqueadas para este site. Para receber o aviso, permita as notificações nas configurações do navegador: no Chrome, toque no ícone ao lado do endereço, depois em Permissões e ative Notificações. No app instalado, use as configurações do Android: Apps, este app, Notificações.</p>',
};
