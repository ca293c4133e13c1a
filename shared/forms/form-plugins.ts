/**
 * The plugins the form panels offer: the CRM and the email-marketing plugin, by their directory
 * slug. Their state and installation go through the typed client (api-client's `editorApi`
 * `fetchPlugins` / `installAndActivatePlugin` and `pluginState`, spec §7).
 */

export const CRM_PLUGIN_SLUG = 'zero-bs-crm';
export const EMAIL_MARKETING_PLUGIN_SLUG = 'creative-mail-by-constant-contact';
