/** Attributes of jetpack/revue (declared in block.json). */
export type RevueAttributes = {
	revueUsername?: string;
	emailLabel: string;
	emailPlaceholder: string;
	firstNameLabel: string;
	firstNamePlaceholder: string;
	firstNameShow: boolean;
	lastNameLabel: string;
	lastNamePlaceholder: string;
	lastNameShow: boolean;
};
