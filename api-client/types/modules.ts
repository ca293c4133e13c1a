/**
 * Modules, their options, the flat settings view and option resets.
 */

export type ModuleOptionValue =
	string | number | boolean | null | string[] | Record< string, unknown >;

export type ModuleOption = {
	type: 'boolean' | 'string' | 'integer' | 'array';
	default: ModuleOptionValue;
	currentValue: ModuleOptionValue;
	/** Allowed values, when limited. */
	enum?: ModuleOptionValue[];
	/** Allowed items of an array option. */
	items?: string[];
	description: string;
};

export type Module = {
	/** The slug, e.g. `stats`. */
	module: string;
	name: string;
	description: string;
	activated: boolean;
	/** False when the module needs a connection the site lacks. */
	available: boolean;
	requires_connection: boolean;
	requires_user_connection: boolean;
	module_tags: string[];
	feature: string[];
	options: Record< string, ModuleOption >;
};

/** GET module/all: every module keyed by slug. */
export type ModuleList = Record< string, Module >;

export type ModuleActivationResponse = { code: 'success'; message: string };

export type ModuleOptionsUpdate = Record< string, ModuleOptionValue >;

export type ModuleUpdateResponse = {
	code: 'success';
	message: string;
	module: Module;
};

/**
 * GET settings: a flat map of module slugs (activation, boolean), module option names and
 * site-wide admin settings.
 */
export type Settings = Record< string, ModuleOptionValue >;

export type SettingsUpdateResponse = {
	code: 'success';
	message: string;
	settings: Settings;
};

/**
 * `options` (every module option and admin setting to its default), `modules` (activation back
 * to the defaults) or a module slug (that module's options).
 */
export type ResetOptionsName = 'options' | 'modules' | ( string & {} );

export type ResetOptionsResponse = { code: 'success'; message: string };
