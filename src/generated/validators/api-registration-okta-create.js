// generated - do not edit: written by `npm run gen` from schemas/models/api-registration-okta-create.json; edit the schema and regenerate.
import * as __runtime0 from "ajv/dist/runtime/ucs2length.js";
const __validators = {};
export default __validators;
__validators["14319410"] = validate10;
const schema27 = {"const":"AZ","title":"caption.arizona","$id":"14319410"};

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="14319410" */;
let vErrors = null;
let errors = 0;
if("AZ" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "AZ"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate10.errors = vErrors;
return errors === 0;
}

__validators["https://provider-portal.example/schemas/models/api-registration-okta-create.json"] = validate11;
const schema28 = {"$comment":"generated - do not edit: written by npm run gen from schemas/models/api-registration-okta-create.json","$schema":"http://json-schema.org/draft-07/schema#","$id":"https://provider-portal.example/schemas/models/api-registration-okta-create.json","title":"caption.registrationMultiFactorVariantApi","type":"object","required":["firstName","lastName","username","userRole","organizationName","address","phone","fax","termsOfUse"],"properties":{"firstName":{"$ref":"#/definitions/person-name","title":"caption.firstName"},"lastName":{"$ref":"#/definitions/person-name","title":"caption.lastName"},"username":{"$ref":"#/definitions/username","title":"caption.usernameEmailAddress"},"emailAsUserName":{"type":"boolean","title":"caption.emailAsUsername","messages":{"type":"field.invalid"}},"domainId":{"$ref":"#/definitions/domain-id","type":"string","maxLength":50,"messages":{"required":"field.required","minLength":"field.minLength","maxLength":"field.maxLength","pattern":"field.alphanumeric"},"validCharacters":true},"password":{"$ref":"#/definitions/password-mfa","type":"string","maxLength":100,"messages":{"required":"field.required","minLength":"password.rule.minLength","maxLength":"field.maxLength"},"validCharacters":true},"confirmPassword":{"$ref":"#/definitions/password-confirmation","type":"string","maxLength":100,"messages":{"required":"field.required","maxLength":"field.maxLength"},"validCharacters":true},"isInternalUser":{"type":"boolean","title":"caption.internalUser2","messages":{"type":"field.invalid"}},"userRole":{"$ref":"#/definitions/user-role"},"organizationName":{"$ref":"#/definitions/organization-name"},"address":{"title":"caption.address","type":"object","required":["addressLine1","city","state","zipCode"],"properties":{"addressLine1":{"$ref":"#/definitions/address-line","title":"caption.addressLine1"},"addressLine2":{"$ref":"#/definitions/address-line","title":"caption.addressLine2"},"city":{"$ref":"#/definitions/city"},"state":{"$ref":"#/definitions/state"},"zipCode":{"$ref":"#/definitions/zip"}},"messages":{"required":"field.required","type":"field.invalid"}},"email":{"$ref":"#/definitions/email","title":"caption.contactEmail"},"useSameEmail":{"type":"boolean","title":"caption.useSameEmail","messages":{"type":"field.invalid"}},"phone":{"title":"caption.phone","type":"object","required":["number"],"properties":{"number":{"$ref":"#/definitions/phone"},"extension":{"$ref":"#/definitions/extension"}},"messages":{"required":"field.required","type":"field.invalid"}},"fax":{"$ref":"#/definitions/fax"},"healthPlan":{"title":"caption.healthPlan","type":["object","null"],"properties":{"id":{"type":"integer","title":"caption.healthPlan","messages":{"type":"field.invalid","minimum":"field.invalid","maximum":"field.invalid"},"minimum":1,"maximum":2147483647},"name":{"type":["string","null"],"maxLength":200,"messages":{"type":"field.invalid","maxLength":"field.maxLength"},"validCharacters":true},"url":{"type":["string","null"],"maxLength":500,"messages":{"type":"field.invalid","maxLength":"field.maxLength"},"validCharacters":true},"isUnsupported":{"type":["boolean","null"],"messages":{"type":"field.invalid"}}},"messages":{"type":"field.invalid"}},"commercialHealthplanSelected":{"type":"boolean","title":"caption.commercialUtilizationReview","messages":{"type":"field.invalid"}},"decisionSupportSelected":{"type":"boolean","title":"caption.medicareDecisionSupport","messages":{"type":"field.invalid"}},"geneticCounselor":{"type":"boolean","title":"caption.role.10","messages":{"type":"field.invalid"}},"providerIdentifiers":{"title":"caption.providerIdentifiers","type":"array","maxItems":10,"items":{"$ref":"#/definitions/provider-identifier"},"messages":{"type":"field.invalid","maxItems":"field.invalid"}},"providerClients":{"title":"caption.associatedHealthPlans","type":"array","maxItems":500,"items":{"title":"caption.healthPlan","type":"object","required":["id"],"properties":{"id":{"type":"integer","title":"caption.healthPlan","messages":{"required":"field.required","type":"field.invalid","minimum":"field.invalid","maximum":"field.invalid"},"minimum":1,"maximum":2147483647},"name":{"type":["string","null"],"maxLength":200,"messages":{"type":"field.invalid","maxLength":"field.maxLength"},"validCharacters":true},"selected":{"type":["boolean","null"],"messages":{"type":"field.invalid"}},"isSso":{"type":["boolean","null"],"messages":{"type":"field.invalid"}},"isNew":{"type":["boolean","null"],"messages":{"type":"field.invalid"}},"pin":{"normalize":{"pattern":"\\s*(\\S(?:[\\s\\S]*\\S)?)\\s*","replacement":"$1"},"type":["string","null"],"title":"caption.pin","maxLength":20,"messages":{"type":"field.invalid","maxLength":"field.maxLength"},"validCharacters":true},"url":{"type":["string","null"],"maxLength":500,"messages":{"type":"field.invalid","maxLength":"field.maxLength"},"validCharacters":true},"totalProviders":{"type":["integer","null"],"messages":{"type":"field.invalid","minimum":"field.invalid","maximum":"field.invalid"},"minimum":0,"maximum":2147483647}},"messages":{"type":"field.invalid"}},"messages":{"type":"field.invalid","maxItems":"field.invalid"}},"termsOfUse":{"$ref":"#/definitions/terms-of-use"},"oktaUserId":{"type":["string","null"],"title":"caption.identityProviderUser","maxLength":100,"messages":{"type":"field.invalid","maxLength":"field.maxLength"},"validCharacters":true}},"allOf":[{"if":{"type":"object","properties":{"isInternalUser":{"const":true}},"required":["isInternalUser"]},"then":{"required":["domainId"]},"else":{"required":["password","confirmPassword"],"if":{"type":"object","properties":{"useSameEmail":{"const":true}},"required":["useSameEmail"]},"else":{"required":["email"]}}}],"equalsField":[{"field":"confirmPassword","other":"password","messageId":"password.mismatch"}],"excludesFieldValues":[{"field":"password","others":["username"],"messageId":"identityProvider.password.notContainUsername"},{"field":"password","others":["username"],"part":"emailLocalPart","messageId":"identityProvider.password.notContainEmailLocalPart"},{"field":"password","others":["username"],"part":"emailDomain","messageId":"identityProvider.password.notContainEmailDomain"},{"field":"password","others":["firstName"],"messageId":"identityProvider.password.notContainFirstName"},{"field":"password","others":["lastName"],"messageId":"identityProvider.password.notContainLastName"}],"messages":{"type":"field.invalid"},"definitions":{"person-name":{"title":"caption.name","type":"string","minLength":2,"maxLength":25,"pattern":"^[A-Za-z`',\\-._ ]*$","messages":{"required":"field.required","minLength":"field.lengthBetween","maxLength":"field.lengthBetween","pattern":"name.characters"},"validCharacters":true},"username":{"title":"caption.username","type":"string","maxLength":150,"pattern":"^[A-Za-z0-9._%+'-]+@[A-Za-z0-9.-]+\\.[A-Za-z]{2,}$","messages":{"required":"field.required","maxLength":"field.maxLength","pattern":"username.invalid"},"validCharacters":true},"domain-id":{"title":"caption.usDomainId","type":"string","minLength":5,"pattern":"^[A-Za-z0-9]*$","messages":{"required":"field.required","minLength":"field.minLength","pattern":"field.alphanumeric"},"validCharacters":true},"password-mfa":{"title":"caption.password","type":"string","writeOnly":true,"minLength":8,"patternRules":[{"pattern":"[A-Z]","messageId":"password.rule.uppercase"},{"pattern":"[a-z]","messageId":"password.rule.lowercase"},{"pattern":"[0-9]","messageId":"password.rule.digit"},{"pattern":"[!@#$%^&*]","messageId":"password.rule.special"}],"messages":{"required":"field.required","minLength":"password.rule.minLength"},"requirementOrder":["minLength","patternRules"],"validCharacters":true},"password-confirmation":{"title":"caption.confirmPassword","type":"string","writeOnly":true,"messages":{"required":"field.required"},"validCharacters":true},"user-role":{"title":"caption.userRole","if":{"type":"integer"},"then":{"oneOf":[{"const":1,"title":"caption.role.1"},{"const":2,"title":"caption.role.2"},{"const":5,"title":"caption.role.5"},{"const":10,"title":"caption.role.10"}]},"else":{"type":"object","required":["name"],"properties":{"id":{"title":"caption.role","type":"integer","enum":[1,2,5,10],"messages":{"type":"field.invalid","enum":"field.invalid"}},"name":{"title":"caption.role","type":"string","enum":["Ordering Provider","Servicing Provider","Health Plan Representative","Genetic Counselor"],"messages":{"required":"field.required","type":"field.invalid","enum":"field.invalid"},"validCharacters":true}},"additionalProperties":false,"messages":{"type":"field.invalid","required":"field.required","additionalProperties":"field.invalid"}},"messages":{"required":"field.required","type":"field.invalid","const":"field.invalid","additionalProperties":"field.invalid"}},"organization-name":{"title":"caption.organizationName","type":"string","minLength":2,"maxLength":50,"validCharacters":true,"patternRules":[{"pattern":"(?:[A-Za-z][^A-Za-z]*){3}","messageId":"organizationName.letters","params":{"letters":3}}],"messages":{"required":"field.required","minLength":"field.lengthBetween","maxLength":"field.lengthBetween","validCharacters":"field.invalid"}},"address-line":{"title":"caption.address","type":"string","minLength":2,"maxLength":50,"validCharacters":true,"messages":{"required":"field.required","minLength":"field.lengthBetween","maxLength":"field.lengthBetween","validCharacters":"field.invalid"}},"city":{"title":"caption.city","type":"string","minLength":2,"maxLength":30,"validCharacters":true,"messages":{"required":"field.required","minLength":"field.lengthBetween","maxLength":"field.lengthBetween","validCharacters":"field.invalid"}},"state":{"title":"caption.state","type":"string","oneOf":[{"const":"AL","title":"caption.alabama"},{"const":"AK","title":"caption.alaska"},{"const":"AZ","title":"caption.arizona"},{"const":"AR","title":"caption.arkansas"},{"const":"CA","title":"caption.california"},{"const":"CO","title":"caption.colorado"},{"const":"CT","title":"caption.connecticut"},{"const":"DE","title":"caption.delaware"},{"const":"DC","title":"caption.districtOfColumbia"},{"const":"FL","title":"caption.florida"},{"const":"GA","title":"caption.georgia"},{"const":"HI","title":"caption.hawaii"},{"const":"ID","title":"caption.idaho"},{"const":"IL","title":"caption.illinois"},{"const":"IN","title":"caption.indiana"},{"const":"IA","title":"caption.iowa"},{"const":"KS","title":"caption.kansas"},{"const":"KY","title":"caption.kentucky"},{"const":"LA","title":"caption.louisiana"},{"const":"ME","title":"caption.maine"},{"const":"MD","title":"caption.maryland"},{"const":"MA","title":"caption.massachusetts"},{"const":"MI","title":"caption.michigan"},{"const":"MN","title":"caption.minnesota"},{"const":"MS","title":"caption.mississippi"},{"const":"MO","title":"caption.missouri"},{"const":"MT","title":"caption.montana"},{"const":"NE","title":"caption.nebraska"},{"const":"NV","title":"caption.nevada"},{"const":"NH","title":"caption.newHampshire"},{"const":"NJ","title":"caption.newJersey"},{"const":"NM","title":"caption.newMexico"},{"const":"NY","title":"caption.newYork"},{"const":"NC","title":"caption.northCarolina"},{"const":"ND","title":"caption.northDakota"},{"const":"OH","title":"caption.ohio"},{"const":"OK","title":"caption.oklahoma"},{"const":"OR","title":"caption.oregon"},{"const":"PA","title":"caption.pennsylvania"},{"const":"PR","title":"caption.puertoRico"},{"const":"RI","title":"caption.rhodeIsland"},{"const":"SC","title":"caption.southCarolina"},{"const":"SD","title":"caption.southDakota"},{"const":"TN","title":"caption.tennessee"},{"const":"TX","title":"caption.texas"},{"const":"UT","title":"caption.utah"},{"const":"VT","title":"caption.vermont"},{"const":"VI","title":"caption.virginIslands"},{"const":"VA","title":"caption.virginia"},{"const":"WA","title":"caption.washington"},{"const":"WV","title":"caption.westVirginia"},{"const":"WI","title":"caption.wisconsin"},{"const":"WY","title":"caption.wyoming"}],"messages":{"required":"field.required","const":"field.invalid"},"validCharacters":true},"zip":{"title":"caption.zipCode","type":"string","minLength":5,"maxLength":5,"pattern":"^[0-9]*$","messages":{"required":"field.required","minLength":"field.invalid","maxLength":"field.invalid","pattern":"field.invalid"},"validCharacters":true},"email":{"title":"caption.email","type":"string","minLength":6,"maxLength":75,"pattern":"^[A-Za-z0-9._%+'-]+@[A-Za-z0-9.-]+\\.[A-Za-z]{2,}$","messages":{"required":"field.required","minLength":"field.lengthBetween","maxLength":"field.lengthBetween","pattern":"email.invalid"},"validCharacters":true},"phone":{"title":"caption.phone","type":"string","minLength":10,"maxLength":10,"pattern":"^[0-9]*$","normalize":{"pattern":"\\(([0-9]{3})\\) ?([0-9]{3})-?([0-9]{4})|([0-9]{3})-?([0-9]{3})-?([0-9]{4})","replacement":"$1$2$3$4$5$6"},"messages":{"required":"field.required","minLength":"phone.invalid","maxLength":"phone.invalid","pattern":"phone.invalid"},"validCharacters":true},"extension":{"title":"caption.extension","type":"string","maxLength":7,"pattern":"^[0-9]*$","messages":{"maxLength":"field.maxDigits","pattern":"field.integer"},"validCharacters":true},"fax":{"title":"caption.fax","type":"string","minLength":10,"maxLength":10,"pattern":"^[0-9]*$","normalize":{"pattern":"\\(([0-9]{3})\\) ?([0-9]{3})-?([0-9]{4})|([0-9]{3})-?([0-9]{3})-?([0-9]{4})","replacement":"$1$2$3$4$5$6"},"messages":{"required":"field.required","minLength":"fax.invalid","maxLength":"fax.invalid","pattern":"fax.invalid"},"validCharacters":true},"provider-identifier":{"title":"caption.providerIdentifier","type":"object","required":["type","value"],"properties":{"type":{"title":"caption.identifierType","type":"integer","oneOf":[{"const":0,"title":"caption.taxIdTin"},{"const":1,"title":"caption.npi"},{"const":2,"title":"caption.groupNpi"},{"const":3,"title":"caption.providerIdClid"},{"const":4,"title":"caption.groupId"},{"const":5,"title":"caption.groupTin"}],"messages":{"required":"field.required","type":"field.invalid","const":"field.invalid"}},"value":{"title":"caption.identifier","type":"string","normalize":{"pattern":"\\s*(\\S(?:[\\s\\S]*\\S)?)\\s*","replacement":"$1"},"messages":{"required":"field.required","minLength":"providerIdentifier.digits","maxLength":"providerIdentifier.digits","pattern":"providerIdentifier.digitsOnly","npiCheckDigit":"providerIdentifier.npiCheckDigit","validCharacters":"field.invalid"},"validCharacters":true}},"allOf":[{"if":{"type":"object","properties":{"type":{"enum":[0,5]}},"required":["type"]},"then":{"properties":{"value":{"type":"string","minLength":9,"maxLength":9,"pattern":"^[0-9]*$","validCharacters":true}}}},{"if":{"type":"object","properties":{"type":{"enum":[1,2]}},"required":["type"]},"then":{"properties":{"value":{"type":"string","minLength":10,"maxLength":10,"pattern":"^[0-9]*$","npiCheckDigit":true,"validCharacters":true}}}},{"if":{"type":"object","properties":{"type":{"const":3}},"required":["type"]},"then":{"properties":{"value":{"type":"string","patternRules":[{"pattern":"^[\\s\\S]{0,36}$","messageId":"providerIdentifier.clidLength","params":{"limit":36}}],"validCharacters":true}}}}]},"terms-of-use":{"title":"caption.termsOfUse","type":"boolean","const":true,"messages":{"required":"termsOfUse.required","const":"termsOfUse.required"}}}};
const schema29 = {"title":"caption.name","type":"string","minLength":2,"maxLength":25,"pattern":"^[A-Za-z`',\\-._ ]*$","messages":{"required":"field.required","minLength":"field.lengthBetween","maxLength":"field.lengthBetween","pattern":"name.characters"},"validCharacters":true};
const schema31 = {"title":"caption.username","type":"string","maxLength":150,"pattern":"^[A-Za-z0-9._%+'-]+@[A-Za-z0-9.-]+\\.[A-Za-z]{2,}$","messages":{"required":"field.required","maxLength":"field.maxLength","pattern":"username.invalid"},"validCharacters":true};
const schema32 = {"title":"caption.usDomainId","type":"string","minLength":5,"pattern":"^[A-Za-z0-9]*$","messages":{"required":"field.required","minLength":"field.minLength","pattern":"field.alphanumeric"},"validCharacters":true};
const schema33 = {"title":"caption.password","type":"string","writeOnly":true,"minLength":8,"patternRules":[{"pattern":"[A-Z]","messageId":"password.rule.uppercase"},{"pattern":"[a-z]","messageId":"password.rule.lowercase"},{"pattern":"[0-9]","messageId":"password.rule.digit"},{"pattern":"[!@#$%^&*]","messageId":"password.rule.special"}],"messages":{"required":"field.required","minLength":"password.rule.minLength"},"requirementOrder":["minLength","patternRules"],"validCharacters":true};
const schema34 = {"title":"caption.confirmPassword","type":"string","writeOnly":true,"messages":{"required":"field.required"},"validCharacters":true};
const schema35 = {"title":"caption.userRole","if":{"type":"integer"},"then":{"oneOf":[{"const":1,"title":"caption.role.1"},{"const":2,"title":"caption.role.2"},{"const":5,"title":"caption.role.5"},{"const":10,"title":"caption.role.10"}]},"else":{"type":"object","required":["name"],"properties":{"id":{"title":"caption.role","type":"integer","enum":[1,2,5,10],"messages":{"type":"field.invalid","enum":"field.invalid"}},"name":{"title":"caption.role","type":"string","enum":["Ordering Provider","Servicing Provider","Health Plan Representative","Genetic Counselor"],"messages":{"required":"field.required","type":"field.invalid","enum":"field.invalid"},"validCharacters":true}},"additionalProperties":false,"messages":{"type":"field.invalid","required":"field.required","additionalProperties":"field.invalid"}},"messages":{"required":"field.required","type":"field.invalid","const":"field.invalid","additionalProperties":"field.invalid"}};
const schema36 = {"title":"caption.organizationName","type":"string","minLength":2,"maxLength":50,"validCharacters":true,"patternRules":[{"pattern":"(?:[A-Za-z][^A-Za-z]*){3}","messageId":"organizationName.letters","params":{"letters":3}}],"messages":{"required":"field.required","minLength":"field.lengthBetween","maxLength":"field.lengthBetween","validCharacters":"field.invalid"}};
const schema37 = {"title":"caption.address","type":"string","minLength":2,"maxLength":50,"validCharacters":true,"messages":{"required":"field.required","minLength":"field.lengthBetween","maxLength":"field.lengthBetween","validCharacters":"field.invalid"}};
const schema39 = {"title":"caption.city","type":"string","minLength":2,"maxLength":30,"validCharacters":true,"messages":{"required":"field.required","minLength":"field.lengthBetween","maxLength":"field.lengthBetween","validCharacters":"field.invalid"}};
const schema40 = {"title":"caption.state","type":"string","oneOf":[{"const":"AL","title":"caption.alabama"},{"const":"AK","title":"caption.alaska"},{"const":"AZ","title":"caption.arizona"},{"const":"AR","title":"caption.arkansas"},{"const":"CA","title":"caption.california"},{"const":"CO","title":"caption.colorado"},{"const":"CT","title":"caption.connecticut"},{"const":"DE","title":"caption.delaware"},{"const":"DC","title":"caption.districtOfColumbia"},{"const":"FL","title":"caption.florida"},{"const":"GA","title":"caption.georgia"},{"const":"HI","title":"caption.hawaii"},{"const":"ID","title":"caption.idaho"},{"const":"IL","title":"caption.illinois"},{"const":"IN","title":"caption.indiana"},{"const":"IA","title":"caption.iowa"},{"const":"KS","title":"caption.kansas"},{"const":"KY","title":"caption.kentucky"},{"const":"LA","title":"caption.louisiana"},{"const":"ME","title":"caption.maine"},{"const":"MD","title":"caption.maryland"},{"const":"MA","title":"caption.massachusetts"},{"const":"MI","title":"caption.michigan"},{"const":"MN","title":"caption.minnesota"},{"const":"MS","title":"caption.mississippi"},{"const":"MO","title":"caption.missouri"},{"const":"MT","title":"caption.montana"},{"const":"NE","title":"caption.nebraska"},{"const":"NV","title":"caption.nevada"},{"const":"NH","title":"caption.newHampshire"},{"const":"NJ","title":"caption.newJersey"},{"const":"NM","title":"caption.newMexico"},{"const":"NY","title":"caption.newYork"},{"const":"NC","title":"caption.northCarolina"},{"const":"ND","title":"caption.northDakota"},{"const":"OH","title":"caption.ohio"},{"const":"OK","title":"caption.oklahoma"},{"const":"OR","title":"caption.oregon"},{"const":"PA","title":"caption.pennsylvania"},{"const":"PR","title":"caption.puertoRico"},{"const":"RI","title":"caption.rhodeIsland"},{"const":"SC","title":"caption.southCarolina"},{"const":"SD","title":"caption.southDakota"},{"const":"TN","title":"caption.tennessee"},{"const":"TX","title":"caption.texas"},{"const":"UT","title":"caption.utah"},{"const":"VT","title":"caption.vermont"},{"const":"VI","title":"caption.virginIslands"},{"const":"VA","title":"caption.virginia"},{"const":"WA","title":"caption.washington"},{"const":"WV","title":"caption.westVirginia"},{"const":"WI","title":"caption.wisconsin"},{"const":"WY","title":"caption.wyoming"}],"messages":{"required":"field.required","const":"field.invalid"},"validCharacters":true};
const schema41 = {"title":"caption.zipCode","type":"string","minLength":5,"maxLength":5,"pattern":"^[0-9]*$","messages":{"required":"field.required","minLength":"field.invalid","maxLength":"field.invalid","pattern":"field.invalid"},"validCharacters":true};
const schema42 = {"title":"caption.email","type":"string","minLength":6,"maxLength":75,"pattern":"^[A-Za-z0-9._%+'-]+@[A-Za-z0-9.-]+\\.[A-Za-z]{2,}$","messages":{"required":"field.required","minLength":"field.lengthBetween","maxLength":"field.lengthBetween","pattern":"email.invalid"},"validCharacters":true};
const schema43 = {"title":"caption.phone","type":"string","minLength":10,"maxLength":10,"pattern":"^[0-9]*$","normalize":{"pattern":"\\(([0-9]{3})\\) ?([0-9]{3})-?([0-9]{4})|([0-9]{3})-?([0-9]{3})-?([0-9]{4})","replacement":"$1$2$3$4$5$6"},"messages":{"required":"field.required","minLength":"phone.invalid","maxLength":"phone.invalid","pattern":"phone.invalid"},"validCharacters":true};
const schema44 = {"title":"caption.extension","type":"string","maxLength":7,"pattern":"^[0-9]*$","messages":{"maxLength":"field.maxDigits","pattern":"field.integer"},"validCharacters":true};
const schema45 = {"title":"caption.fax","type":"string","minLength":10,"maxLength":10,"pattern":"^[0-9]*$","normalize":{"pattern":"\\(([0-9]{3})\\) ?([0-9]{3})-?([0-9]{4})|([0-9]{3})-?([0-9]{3})-?([0-9]{4})","replacement":"$1$2$3$4$5$6"},"messages":{"required":"field.required","minLength":"fax.invalid","maxLength":"fax.invalid","pattern":"fax.invalid"},"validCharacters":true};
const schema46 = {"title":"caption.providerIdentifier","type":"object","required":["type","value"],"properties":{"type":{"title":"caption.identifierType","type":"integer","oneOf":[{"const":0,"title":"caption.taxIdTin"},{"const":1,"title":"caption.npi"},{"const":2,"title":"caption.groupNpi"},{"const":3,"title":"caption.providerIdClid"},{"const":4,"title":"caption.groupId"},{"const":5,"title":"caption.groupTin"}],"messages":{"required":"field.required","type":"field.invalid","const":"field.invalid"}},"value":{"title":"caption.identifier","type":"string","normalize":{"pattern":"\\s*(\\S(?:[\\s\\S]*\\S)?)\\s*","replacement":"$1"},"messages":{"required":"field.required","minLength":"providerIdentifier.digits","maxLength":"providerIdentifier.digits","pattern":"providerIdentifier.digitsOnly","npiCheckDigit":"providerIdentifier.npiCheckDigit","validCharacters":"field.invalid"},"validCharacters":true}},"allOf":[{"if":{"type":"object","properties":{"type":{"enum":[0,5]}},"required":["type"]},"then":{"properties":{"value":{"type":"string","minLength":9,"maxLength":9,"pattern":"^[0-9]*$","validCharacters":true}}}},{"if":{"type":"object","properties":{"type":{"enum":[1,2]}},"required":["type"]},"then":{"properties":{"value":{"type":"string","minLength":10,"maxLength":10,"pattern":"^[0-9]*$","npiCheckDigit":true,"validCharacters":true}}}},{"if":{"type":"object","properties":{"type":{"const":3}},"required":["type"]},"then":{"properties":{"value":{"type":"string","patternRules":[{"pattern":"^[\\s\\S]{0,36}$","messageId":"providerIdentifier.clidLength","params":{"limit":36}}],"validCharacters":true}}}}]};
const schema47 = {"title":"caption.termsOfUse","type":"boolean","const":true,"messages":{"required":"termsOfUse.required","const":"termsOfUse.required"}};
const func2 = (__runtime0.default?.default ?? __runtime0.default);
const pattern0 = new RegExp("^[A-Za-z`',\\-._ ]*$", "u");
const pattern1 = new RegExp("[\\u0000-\\u0008\\u000C-\\u001F\\u007F-\\u009F]", "u");
const pattern4 = new RegExp("^[A-Za-z0-9._%+'-]+@[A-Za-z0-9.-]+\\.[A-Za-z]{2,}$", "u");
const pattern6 = new RegExp("^[A-Za-z0-9]*$", "u");
const pattern9 = new RegExp("[A-Z]", "u");
const pattern10 = new RegExp("[a-z]", "u");
const pattern11 = new RegExp("[0-9]", "u");
const pattern12 = new RegExp("[!@#$%^&*]", "u");
const pattern18 = new RegExp("(?:[A-Za-z][^A-Za-z]*){3}", "u");
const pattern24 = new RegExp("^[0-9]*$", "u");
const pattern40 = new RegExp("^[\\s\\S]{0,36}$", "u");

function validate11(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://provider-portal.example/schemas/models/api-registration-okta-create.json" */;
let vErrors = null;
let errors = 0;
const _errs3 = errors;
let valid1 = true;
const _errs4 = errors;
if(errors === _errs4){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.isInternalUser === undefined) && (missing0 = "isInternalUser")){
const err0 = {};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
else {
if(data.isInternalUser !== undefined){
if(true !== data.isInternalUser){
const err1 = {};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
}
}
else {
const err2 = {};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
var _valid0 = _errs4 === errors;
errors = _errs3;
if(vErrors !== null){
if(_errs3){
vErrors.length = _errs3;
}
else {
vErrors = null;
}
}
let ifClause0;
if(_valid0){
const _errs7 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.domainId === undefined){
const err3 = {instancePath,schemaPath:"#/allOf/0/then/required",keyword:"required",params:{missingProperty: "domainId"}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
var _valid0 = _errs7 === errors;
valid1 = _valid0;
ifClause0 = "then";
}
else {
const _errs8 = errors;
const _errs9 = errors;
let valid3 = true;
const _errs10 = errors;
if(errors === _errs10){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing1;
if((data.useSameEmail === undefined) && (missing1 = "useSameEmail")){
const err4 = {};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
else {
if(data.useSameEmail !== undefined){
if(true !== data.useSameEmail){
const err5 = {};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
}
}
else {
const err6 = {};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
var _valid1 = _errs10 === errors;
errors = _errs9;
if(vErrors !== null){
if(_errs9){
vErrors.length = _errs9;
}
else {
vErrors = null;
}
}
if(!_valid1){
const _errs13 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.email === undefined){
const err7 = {instancePath,schemaPath:"#/allOf/0/else/else/required",keyword:"required",params:{missingProperty: "email"}};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
var _valid1 = _errs13 === errors;
valid3 = _valid1;
}
if(!valid3){
const err8 = {instancePath,schemaPath:"#/allOf/0/else/if",keyword:"if",params:{failingKeyword: "else"}};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.password === undefined){
const err9 = {instancePath,schemaPath:"#/allOf/0/else/required",keyword:"required",params:{missingProperty: "password"}};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data.confirmPassword === undefined){
const err10 = {instancePath,schemaPath:"#/allOf/0/else/required",keyword:"required",params:{missingProperty: "confirmPassword"}};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
var _valid0 = _errs8 === errors;
valid1 = _valid0;
ifClause0 = "else";
}
if(!valid1){
const err11 = {instancePath,schemaPath:"#/allOf/0/if",keyword:"if",params:{failingKeyword: ifClause0}};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.firstName === undefined){
const err12 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "firstName"}};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(data.lastName === undefined){
const err13 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "lastName"}};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data.username === undefined){
const err14 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "username"}};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(data.userRole === undefined){
const err15 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "userRole"}};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(data.organizationName === undefined){
const err16 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "organizationName"}};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(data.address === undefined){
const err17 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "address"}};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(data.phone === undefined){
const err18 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "phone"}};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(data.fax === undefined){
const err19 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "fax"}};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(data.termsOfUse === undefined){
const err20 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "termsOfUse"}};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(data.firstName !== undefined){
let data2 = data.firstName;
if(typeof data2 === "string"){
if(func2(data2) > 25){
const err21 = {instancePath:instancePath+"/firstName",schemaPath:"#/definitions/person-name/maxLength",keyword:"maxLength",params:{limit: 25}};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(func2(data2) < 2){
const err22 = {instancePath:instancePath+"/firstName",schemaPath:"#/definitions/person-name/minLength",keyword:"minLength",params:{limit: 2}};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if(!pattern0.test(data2)){
const err23 = {instancePath:instancePath+"/firstName",schemaPath:"#/definitions/person-name/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z`',\\-._ ]*$"}};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(pattern1.test(data2)){
const err24 = {instancePath:instancePath+"/firstName",schemaPath:"#/definitions/person-name/validCharacters",keyword:"validCharacters",params:{messageId: "name.characters"}};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
else {
const err25 = {instancePath:instancePath+"/firstName",schemaPath:"#/definitions/person-name/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data.lastName !== undefined){
let data3 = data.lastName;
if(typeof data3 === "string"){
if(func2(data3) > 25){
const err26 = {instancePath:instancePath+"/lastName",schemaPath:"#/definitions/person-name/maxLength",keyword:"maxLength",params:{limit: 25}};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if(func2(data3) < 2){
const err27 = {instancePath:instancePath+"/lastName",schemaPath:"#/definitions/person-name/minLength",keyword:"minLength",params:{limit: 2}};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if(!pattern0.test(data3)){
const err28 = {instancePath:instancePath+"/lastName",schemaPath:"#/definitions/person-name/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z`',\\-._ ]*$"}};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if(pattern1.test(data3)){
const err29 = {instancePath:instancePath+"/lastName",schemaPath:"#/definitions/person-name/validCharacters",keyword:"validCharacters",params:{messageId: "name.characters"}};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
else {
const err30 = {instancePath:instancePath+"/lastName",schemaPath:"#/definitions/person-name/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data.username !== undefined){
let data4 = data.username;
if(typeof data4 === "string"){
if(func2(data4) > 150){
const err31 = {instancePath:instancePath+"/username",schemaPath:"#/definitions/username/maxLength",keyword:"maxLength",params:{limit: 150}};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if(!pattern4.test(data4)){
const err32 = {instancePath:instancePath+"/username",schemaPath:"#/definitions/username/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9._%+'-]+@[A-Za-z0-9.-]+\\.[A-Za-z]{2,}$"}};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
if(pattern1.test(data4)){
const err33 = {instancePath:instancePath+"/username",schemaPath:"#/definitions/username/validCharacters",keyword:"validCharacters",params:{messageId: "username.invalid"}};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
else {
const err34 = {instancePath:instancePath+"/username",schemaPath:"#/definitions/username/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
if(data.emailAsUserName !== undefined){
if(typeof data.emailAsUserName !== "boolean"){
const err35 = {instancePath:instancePath+"/emailAsUserName",schemaPath:"#/properties/emailAsUserName/type",keyword:"type",params:{type: "boolean"}};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
if(data.domainId !== undefined){
let data6 = data.domainId;
if(typeof data6 === "string"){
if(func2(data6) < 5){
const err36 = {instancePath:instancePath+"/domainId",schemaPath:"#/definitions/domain-id/minLength",keyword:"minLength",params:{limit: 5}};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
if(!pattern6.test(data6)){
const err37 = {instancePath:instancePath+"/domainId",schemaPath:"#/definitions/domain-id/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9]*$"}};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
if(pattern1.test(data6)){
const err38 = {instancePath:instancePath+"/domainId",schemaPath:"#/definitions/domain-id/validCharacters",keyword:"validCharacters",params:{messageId: "field.alphanumeric"}};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
else {
const err39 = {instancePath:instancePath+"/domainId",schemaPath:"#/definitions/domain-id/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
if(typeof data6 === "string"){
if(func2(data6) > 50){
const err40 = {instancePath:instancePath+"/domainId",schemaPath:"#/properties/domainId/maxLength",keyword:"maxLength",params:{limit: 50}};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
if(pattern1.test(data6)){
const err41 = {instancePath:instancePath+"/domainId",schemaPath:"#/properties/domainId/validCharacters",keyword:"validCharacters",params:{messageId: "field.alphanumeric"}};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
else {
const err42 = {instancePath:instancePath+"/domainId",schemaPath:"#/properties/domainId/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
if(data.password !== undefined){
let data7 = data.password;
if(typeof data7 === "string"){
if(func2(data7) < 8){
const err43 = {instancePath:instancePath+"/password",schemaPath:"#/definitions/password-mfa/minLength",keyword:"minLength",params:{limit: 8}};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
if(!pattern9.test(data7)){
const err44 = {instancePath:instancePath+"/password",schemaPath:"#/definitions/password-mfa/patternRules",keyword:"patternRules",params:{messageId: "password.rule.uppercase", pattern: "[A-Z]"}};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
if(!pattern10.test(data7)){
const err45 = {instancePath:instancePath+"/password",schemaPath:"#/definitions/password-mfa/patternRules",keyword:"patternRules",params:{messageId: "password.rule.lowercase", pattern: "[a-z]"}};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
if(!pattern11.test(data7)){
const err46 = {instancePath:instancePath+"/password",schemaPath:"#/definitions/password-mfa/patternRules",keyword:"patternRules",params:{messageId: "password.rule.digit", pattern: "[0-9]"}};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
if(!pattern12.test(data7)){
const err47 = {instancePath:instancePath+"/password",schemaPath:"#/definitions/password-mfa/patternRules",keyword:"patternRules",params:{messageId: "password.rule.special", pattern: "[!@#$%^&*]"}};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
if(pattern1.test(data7)){
const err48 = {instancePath:instancePath+"/password",schemaPath:"#/definitions/password-mfa/validCharacters",keyword:"validCharacters",params:{messageId: "field.invalid"}};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
}
else {
const err49 = {instancePath:instancePath+"/password",schemaPath:"#/definitions/password-mfa/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
if(typeof data7 === "string"){
if(func2(data7) > 100){
const err50 = {instancePath:instancePath+"/password",schemaPath:"#/properties/password/maxLength",keyword:"maxLength",params:{limit: 100}};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
if(pattern1.test(data7)){
const err51 = {instancePath:instancePath+"/password",schemaPath:"#/properties/password/validCharacters",keyword:"validCharacters",params:{messageId: "field.invalid"}};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
}
else {
const err52 = {instancePath:instancePath+"/password",schemaPath:"#/properties/password/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
}
if(data.confirmPassword !== undefined){
let data8 = data.confirmPassword;
if(typeof data8 === "string"){
if(pattern1.test(data8)){
const err53 = {instancePath:instancePath+"/confirmPassword",schemaPath:"#/definitions/password-confirmation/validCharacters",keyword:"validCharacters",params:{messageId: "field.invalid"}};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
}
else {
const err54 = {instancePath:instancePath+"/confirmPassword",schemaPath:"#/definitions/password-confirmation/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
if(typeof data8 === "string"){
if(func2(data8) > 100){
const err55 = {instancePath:instancePath+"/confirmPassword",schemaPath:"#/properties/confirmPassword/maxLength",keyword:"maxLength",params:{limit: 100}};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
if(pattern1.test(data8)){
const err56 = {instancePath:instancePath+"/confirmPassword",schemaPath:"#/properties/confirmPassword/validCharacters",keyword:"validCharacters",params:{messageId: "field.invalid"}};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
}
else {
const err57 = {instancePath:instancePath+"/confirmPassword",schemaPath:"#/properties/confirmPassword/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
}
if(data.isInternalUser !== undefined){
if(typeof data.isInternalUser !== "boolean"){
const err58 = {instancePath:instancePath+"/isInternalUser",schemaPath:"#/properties/isInternalUser/type",keyword:"type",params:{type: "boolean"}};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
}
if(data.userRole !== undefined){
let data10 = data.userRole;
const _errs54 = errors;
let valid13 = true;
const _errs55 = errors;
if(!((typeof data10 == "number") && (!(data10 % 1) && !isNaN(data10)))){
const err59 = {};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
var _valid2 = _errs55 === errors;
errors = _errs54;
if(vErrors !== null){
if(_errs54){
vErrors.length = _errs54;
}
else {
vErrors = null;
}
}
let ifClause1;
if(_valid2){
const _errs57 = errors;
const _errs58 = errors;
let valid14 = false;
let passing0 = null;
const _errs59 = errors;
if(1 !== data10){
const err60 = {instancePath:instancePath+"/userRole",schemaPath:"#/definitions/user-role/then/oneOf/0/const",keyword:"const",params:{allowedValue: 1}};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
var _valid3 = _errs59 === errors;
if(_valid3){
valid14 = true;
passing0 = 0;
}
const _errs60 = errors;
if(2 !== data10){
const err61 = {instancePath:instancePath+"/userRole",schemaPath:"#/definitions/user-role/then/oneOf/1/const",keyword:"const",params:{allowedValue: 2}};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
var _valid3 = _errs60 === errors;
if(_valid3 && valid14){
valid14 = false;
passing0 = [passing0, 1];
}
else {
if(_valid3){
valid14 = true;
passing0 = 1;
}
const _errs61 = errors;
if(5 !== data10){
const err62 = {instancePath:instancePath+"/userRole",schemaPath:"#/definitions/user-role/then/oneOf/2/const",keyword:"const",params:{allowedValue: 5}};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
var _valid3 = _errs61 === errors;
if(_valid3 && valid14){
valid14 = false;
passing0 = [passing0, 2];
}
else {
if(_valid3){
valid14 = true;
passing0 = 2;
}
const _errs62 = errors;
if(10 !== data10){
const err63 = {instancePath:instancePath+"/userRole",schemaPath:"#/definitions/user-role/then/oneOf/3/const",keyword:"const",params:{allowedValue: 10}};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
var _valid3 = _errs62 === errors;
if(_valid3 && valid14){
valid14 = false;
passing0 = [passing0, 3];
}
else {
if(_valid3){
valid14 = true;
passing0 = 3;
}
}
}
}
if(!valid14){
const err64 = {instancePath:instancePath+"/userRole",schemaPath:"#/definitions/user-role/then/oneOf",keyword:"oneOf",params:{passingSchemas: passing0}};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
else {
errors = _errs58;
if(vErrors !== null){
if(_errs58){
vErrors.length = _errs58;
}
else {
vErrors = null;
}
}
}
var _valid2 = _errs57 === errors;
valid13 = _valid2;
ifClause1 = "then";
}
else {
const _errs63 = errors;
if(data10 && typeof data10 == "object" && !Array.isArray(data10)){
if(data10.name === undefined){
const err65 = {instancePath:instancePath+"/userRole",schemaPath:"#/definitions/user-role/else/required",keyword:"required",params:{missingProperty: "name"}};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
for(const key0 in data10){
if(!((key0 === "id") || (key0 === "name"))){
const err66 = {instancePath:instancePath+"/userRole",schemaPath:"#/definitions/user-role/else/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0}};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
}
if(data10.id !== undefined){
let data11 = data10.id;
if(!((typeof data11 == "number") && (!(data11 % 1) && !isNaN(data11)))){
const err67 = {instancePath:instancePath+"/userRole/id",schemaPath:"#/definitions/user-role/else/properties/id/type",keyword:"type",params:{type: "integer"}};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
if(!((((data11 === 1) || (data11 === 2)) || (data11 === 5)) || (data11 === 10))){
const err68 = {instancePath:instancePath+"/userRole/id",schemaPath:"#/definitions/user-role/else/properties/id/enum",keyword:"enum",params:{allowedValues: schema35.else.properties.id.enum}};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
}
if(data10.name !== undefined){
let data12 = data10.name;
if(!((((data12 === "Ordering Provider") || (data12 === "Servicing Provider")) || (data12 === "Health Plan Representative")) || (data12 === "Genetic Counselor"))){
const err69 = {instancePath:instancePath+"/userRole/name",schemaPath:"#/definitions/user-role/else/properties/name/enum",keyword:"enum",params:{allowedValues: schema35.else.properties.name.enum}};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
if(typeof data12 === "string"){
if(pattern1.test(data12)){
const err70 = {instancePath:instancePath+"/userRole/name",schemaPath:"#/definitions/user-role/else/properties/name/validCharacters",keyword:"validCharacters",params:{messageId: "field.invalid"}};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
}
else {
const err71 = {instancePath:instancePath+"/userRole/name",schemaPath:"#/definitions/user-role/else/properties/name/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
}
}
else {
const err72 = {instancePath:instancePath+"/userRole",schemaPath:"#/definitions/user-role/else/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
var _valid2 = _errs63 === errors;
valid13 = _valid2;
ifClause1 = "else";
}
if(!valid13){
const err73 = {instancePath:instancePath+"/userRole",schemaPath:"#/definitions/user-role/if",keyword:"if",params:{failingKeyword: ifClause1}};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
}
}
if(data.organizationName !== undefined){
let data13 = data.organizationName;
if(typeof data13 === "string"){
if(func2(data13) > 50){
const err74 = {instancePath:instancePath+"/organizationName",schemaPath:"#/definitions/organization-name/maxLength",keyword:"maxLength",params:{limit: 50}};
if(vErrors === null){
vErrors = [err74];
}
else {
vErrors.push(err74);
}
errors++;
}
if(func2(data13) < 2){
const err75 = {instancePath:instancePath+"/organizationName",schemaPath:"#/definitions/organization-name/minLength",keyword:"minLength",params:{limit: 2}};
if(vErrors === null){
vErrors = [err75];
}
else {
vErrors.push(err75);
}
errors++;
}
if(!pattern18.test(data13)){
const err76 = {instancePath:instancePath+"/organizationName",schemaPath:"#/definitions/organization-name/patternRules",keyword:"patternRules",params:{messageId: "organizationName.letters", pattern: "(?:[A-Za-z][^A-Za-z]*){3}"}};
if(vErrors === null){
vErrors = [err76];
}
else {
vErrors.push(err76);
}
errors++;
}
if(pattern1.test(data13)){
const err77 = {instancePath:instancePath+"/organizationName",schemaPath:"#/definitions/organization-name/validCharacters",keyword:"validCharacters",params:{messageId: "field.invalid"}};
if(vErrors === null){
vErrors = [err77];
}
else {
vErrors.push(err77);
}
errors++;
}
}
else {
const err78 = {instancePath:instancePath+"/organizationName",schemaPath:"#/definitions/organization-name/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err78];
}
else {
vErrors.push(err78);
}
errors++;
}
}
if(data.address !== undefined){
let data14 = data.address;
if(data14 && typeof data14 == "object" && !Array.isArray(data14)){
if(data14.addressLine1 === undefined){
const err79 = {instancePath:instancePath+"/address",schemaPath:"#/properties/address/required",keyword:"required",params:{missingProperty: "addressLine1"}};
if(vErrors === null){
vErrors = [err79];
}
else {
vErrors.push(err79);
}
errors++;
}
if(data14.city === undefined){
const err80 = {instancePath:instancePath+"/address",schemaPath:"#/properties/address/required",keyword:"required",params:{missingProperty: "city"}};
if(vErrors === null){
vErrors = [err80];
}
else {
vErrors.push(err80);
}
errors++;
}
if(data14.state === undefined){
const err81 = {instancePath:instancePath+"/address",schemaPath:"#/properties/address/required",keyword:"required",params:{missingProperty: "state"}};
if(vErrors === null){
vErrors = [err81];
}
else {
vErrors.push(err81);
}
errors++;
}
if(data14.zipCode === undefined){
const err82 = {instancePath:instancePath+"/address",schemaPath:"#/properties/address/required",keyword:"required",params:{missingProperty: "zipCode"}};
if(vErrors === null){
vErrors = [err82];
}
else {
vErrors.push(err82);
}
errors++;
}
if(data14.addressLine1 !== undefined){
let data15 = data14.addressLine1;
if(typeof data15 === "string"){
if(func2(data15) > 50){
const err83 = {instancePath:instancePath+"/address/addressLine1",schemaPath:"#/definitions/address-line/maxLength",keyword:"maxLength",params:{limit: 50}};
if(vErrors === null){
vErrors = [err83];
}
else {
vErrors.push(err83);
}
errors++;
}
if(func2(data15) < 2){
const err84 = {instancePath:instancePath+"/address/addressLine1",schemaPath:"#/definitions/address-line/minLength",keyword:"minLength",params:{limit: 2}};
if(vErrors === null){
vErrors = [err84];
}
else {
vErrors.push(err84);
}
errors++;
}
if(pattern1.test(data15)){
const err85 = {instancePath:instancePath+"/address/addressLine1",schemaPath:"#/definitions/address-line/validCharacters",keyword:"validCharacters",params:{messageId: "field.invalid"}};
if(vErrors === null){
vErrors = [err85];
}
else {
vErrors.push(err85);
}
errors++;
}
}
else {
const err86 = {instancePath:instancePath+"/address/addressLine1",schemaPath:"#/definitions/address-line/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err86];
}
else {
vErrors.push(err86);
}
errors++;
}
}
if(data14.addressLine2 !== undefined){
let data16 = data14.addressLine2;
if(typeof data16 === "string"){
if(func2(data16) > 50){
const err87 = {instancePath:instancePath+"/address/addressLine2",schemaPath:"#/definitions/address-line/maxLength",keyword:"maxLength",params:{limit: 50}};
if(vErrors === null){
vErrors = [err87];
}
else {
vErrors.push(err87);
}
errors++;
}
if(func2(data16) < 2){
const err88 = {instancePath:instancePath+"/address/addressLine2",schemaPath:"#/definitions/address-line/minLength",keyword:"minLength",params:{limit: 2}};
if(vErrors === null){
vErrors = [err88];
}
else {
vErrors.push(err88);
}
errors++;
}
if(pattern1.test(data16)){
const err89 = {instancePath:instancePath+"/address/addressLine2",schemaPath:"#/definitions/address-line/validCharacters",keyword:"validCharacters",params:{messageId: "field.invalid"}};
if(vErrors === null){
vErrors = [err89];
}
else {
vErrors.push(err89);
}
errors++;
}
}
else {
const err90 = {instancePath:instancePath+"/address/addressLine2",schemaPath:"#/definitions/address-line/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err90];
}
else {
vErrors.push(err90);
}
errors++;
}
}
if(data14.city !== undefined){
let data17 = data14.city;
if(typeof data17 === "string"){
if(func2(data17) > 30){
const err91 = {instancePath:instancePath+"/address/city",schemaPath:"#/definitions/city/maxLength",keyword:"maxLength",params:{limit: 30}};
if(vErrors === null){
vErrors = [err91];
}
else {
vErrors.push(err91);
}
errors++;
}
if(func2(data17) < 2){
const err92 = {instancePath:instancePath+"/address/city",schemaPath:"#/definitions/city/minLength",keyword:"minLength",params:{limit: 2}};
if(vErrors === null){
vErrors = [err92];
}
else {
vErrors.push(err92);
}
errors++;
}
if(pattern1.test(data17)){
const err93 = {instancePath:instancePath+"/address/city",schemaPath:"#/definitions/city/validCharacters",keyword:"validCharacters",params:{messageId: "field.invalid"}};
if(vErrors === null){
vErrors = [err93];
}
else {
vErrors.push(err93);
}
errors++;
}
}
else {
const err94 = {instancePath:instancePath+"/address/city",schemaPath:"#/definitions/city/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err94];
}
else {
vErrors.push(err94);
}
errors++;
}
}
if(data14.state !== undefined){
let data18 = data14.state;
const _errs96 = errors;
let valid22 = false;
let passing1 = null;
const _errs97 = errors;
if("AL" !== data18){
const err95 = {instancePath:instancePath+"/address/state",schemaPath:"#/definitions/state/oneOf/0/const",keyword:"const",params:{allowedValue: "AL"}};
if(vErrors === null){
vErrors = [err95];
}
else {
vErrors.push(err95);
}
errors++;
}
var _valid4 = _errs97 === errors;
if(_valid4){
valid22 = true;
passing1 = 0;
}
const _errs98 = errors;
if("AK" !== data18){
const err96 = {instancePath:instancePath+"/address/state",schemaPath:"#/definitions/state/oneOf/1/const",keyword:"const",params:{allowedValue: "AK"}};
if(vErrors === null){
vErrors = [err96];
}
else {
vErrors.push(err96);
}
errors++;
}
var _valid4 = _errs98 === errors;
if(_valid4 && valid22){
valid22 = false;
passing1 = [passing1, 1];
}
else {
if(_valid4){
valid22 = true;
passing1 = 1;
}
const _errs99 = errors;
if("AZ" !== data18){
const err97 = {instancePath:instancePath+"/address/state",schemaPath:"#/definitions/state/oneOf/2/const",keyword:"const",params:{allowedValue: "AZ"}};
if(vErrors === null){
vErrors = [err97];
}
else {
vErrors.push(err97);
}
errors++;
}
var _valid4 = _errs99 === errors;
if(_valid4 && valid22){
valid22 = false;
passing1 = [passing1, 2];
}
else {
if(_valid4){
valid22 = true;
passing1 = 2;
}
const _errs100 = errors;
if("AR" !== data18){
const err98 = {instancePath:instancePath+"/address/state",schemaPath:"#/definitions/state/oneOf/3/const",keyword:"const",params:{allowedValue: "AR"}};
if(vErrors === null){
vErrors = [err98];
}
else {
vErrors.push(err98);
}
errors++;
}
var _valid4 = _errs100 === errors;
if(_valid4 && valid22){
valid22 = false;
passing1 = [passing1, 3];
}
else {
if(_valid4){
valid22 = true;
passing1 = 3;
}
const _errs101 = errors;
if("CA" !== data18){
const err99 = {instancePath:instancePath+"/address/state",schemaPath:"#/definitions/state/oneOf/4/const",keyword:"const",params:{allowedValue: "CA"}};
if(vErrors === null){
vErrors = [err99];
}
else {
vErrors.push(err99);
}
errors++;
}
var _valid4 = _errs101 === errors;
if(_valid4 && valid22){
valid22 = false;
passing1 = [passing1, 4];
}
else {
if(_valid4){
valid22 = true;
passing1 = 4;
}
const _errs102 = errors;
if("CO" !== data18){
const err100 = {instancePath:instancePath+"/address/state",schemaPath:"#/definitions/state/oneOf/5/const",keyword:"const",params:{allowedValue: "CO"}};
if(vErrors === null){
vErrors = [err100];
}
else {
vErrors.push(err100);
}
errors++;
}
var _valid4 = _errs102 === errors;
if(_valid4 && valid22){
valid22 = false;
passing1 = [passing1, 5];
}
else {
if(_valid4){
valid22 = true;
passing1 = 5;
}
const _errs103 = errors;
if("CT" !== data18){
const err101 = {instancePath:instancePath+"/address/state",schemaPath:"#/definitions/state/oneOf/6/const",keyword:"const",params:{allowedValue: "CT"}};
if(vErrors === null){
vErrors = [err101];
}
else {
vErrors.push(err101);
}
errors++;
}
var _valid4 = _errs103 === errors;
if(_valid4 && valid22){
valid22 = false;
passing1 = [passing1, 6];
}
else {
if(_valid4){
valid22 = true;
passing1 = 6;
}
const _errs104 = errors;
if("DE" !== data18){
const err102 = {instancePath:instancePath+"/address/state",schemaPath:"#/definitions/state/oneOf/7/const",keyword:"const",params:{allowedValue: "DE"}};
if(vErrors === null){
vErrors = [err102];
}
else {
vErrors.push(err102);
}
errors++;
}
var _valid4 = _errs104 === errors;
if(_valid4 && valid22){
valid22 = false;
passing1 = [passing1, 7];
}
else {
if(_valid4){
valid22 = true;
passing1 = 7;
}
const _errs105 = errors;
if("DC" !== data18){
const err103 = {instancePath:instancePath+"/address/state",schemaPath:"#/definitions/state/oneOf/8/const",keyword:"const",params:{allowedValue: "DC"}};
if(vErrors === null){
vErrors = [err103];
}
else {
vErrors.push(err103);
}
errors++;
}
var _valid4 = _errs105 === errors;
if(_valid4 && valid22){
valid22 = false;
passing1 = [passing1, 8];
}
else {
if(_valid4){
valid22 = true;
passing1 = 8;
}
const _errs106 = errors;
if("FL" !== data18){
const err104 = {instancePath:instancePath+"/address/state",schemaPath:"#/definitions/state/oneOf/9/const",keyword:"const",params:{allowedValue: "FL"}};
if(vErrors === null){
vErrors = [err104];
}
else {
vErrors.push(err104);
}
errors++;
}
var _valid4 = _errs106 === errors;
if(_valid4 && valid22){
valid22 = false;
passing1 = [passing1, 9];
}
else {
if(_valid4){
valid22 = true;
passing1 = 9;
}
const _errs107 = errors;
if("GA" !== data18){
const err105 = {instancePath:instancePath+"/address/state",schemaPath:"#/definitions/state/oneOf/10/const",keyword:"const",params:{allowedValue: "GA"}};
if(vErrors === null){
vErrors = [err105];
}
else {
vErrors.push(err105);
}
errors++;
}
var _valid4 = _errs107 === errors;
if(_valid4 && valid22){
valid22 = false;
passing1 = [passing1, 10];
}
else {
if(_valid4){
valid22 = true;
passing1 = 10;
}
const _errs108 = errors;
if("HI" !== data18){
const err106 = {instancePath:instancePath+"/address/state",schemaPath:"#/definitions/state/oneOf/11/const",keyword:"const",params:{allowedValue: "HI"}};
if(vErrors === null){
vErrors = [err106];
}
else {
vErrors.push(err106);
}
errors++;
}
var _valid4 = _errs108 === errors;
if(_valid4 && valid22){
valid22 = false;
passing1 = [passing1, 11];
}
else {
if(_valid4){
valid22 = true;
passing1 = 11;
}
const _errs109 = errors;
if("ID" !== data18){
const err107 = {instancePath:instancePath+"/address/state",schemaPath:"#/definitions/state/oneOf/12/const",keyword:"const",params:{allowedValue: "ID"}};
if(vErrors === null){
vErrors = [err107];
}
else {
vErrors.push(err107);
}
errors++;
}
var _valid4 = _errs109 === errors;
if(_valid4 && valid22){
valid22 = false;
passing1 = [passing1, 12];
}
else {
if(_valid4){
valid22 = true;
passing1 = 12;
}
const _errs110 = errors;
if("IL" !== data18){
const err108 = {instancePath:instancePath+"/address/state",schemaPath:"#/definitions/state/oneOf/13/const",keyword:"const",params:{allowedValue: "IL"}};
if(vErrors === null){
vErrors = [err108];
}
else {
vErrors.push(err108);
}
errors++;
}
var _valid4 = _errs110 === errors;
if(_valid4 && valid22){
valid22 = false;
passing1 = [passing1, 13];
}
else {
if(_valid4){
valid22 = true;
passing1 = 13;
}
const _errs111 = errors;
if("IN" !== data18){
const err109 = {instancePath:instancePath+"/address/state",schemaPath:"#/definitions/state/oneOf/14/const",keyword:"const",params:{allowedValue: "IN"}};
if(vErrors === null){
vErrors = [err109];
}
else {
vErrors.push(err109);
}
errors++;
}
var _valid4 = _errs111 === errors;
if(_valid4 && valid22){
valid22 = false;
passing1 = [passing1, 14];
}
else {
if(_valid4){
valid22 = true;
passing1 = 14;
}
const _errs112 = errors;
if("IA" !== data18){
const err110 = {instancePath:instancePath+"/address/state",schemaPath:"#/definitions/state/oneOf/15/const",keyword:"const",params:{allowedValue: "IA"}};
if(vErrors === null){
vErrors = [err110];
}
else {
vErrors.push(err110);
}
errors++;
}
var _valid4 = _errs112 === errors;
if(_valid4 && valid22){
valid22 = false;
passing1 = [passing1, 15];
}
else {
if(_valid4){
valid22 = true;
passing1 = 15;
}
const _errs113 = errors;
if("KS" !== data18){
const err111 = {instancePath:instancePath+"/address/state",schemaPath:"#/definitions/state/oneOf/16/const",keyword:"const",params:{allowedValue: "KS"}};
if(vErrors === null){
vErrors = [err111];
}
else {
vErrors.push(err111);
}
errors++;
}
var _valid4 = _errs113 === errors;
if(_valid4 && valid22){
valid22 = false;
passing1 = [passing1, 16];
}
else {
if(_valid4){
valid22 = true;
passing1 = 16;
}
const _errs114 = errors;
if("KY" !== data18){
const err112 = {instancePath:instancePath+"/address/state",schemaPath:"#/definitions/state/oneOf/17/const",keyword:"const",params:{allowedValue: "KY"}};
if(vErrors === null){
vErrors = [err112];
}
else {
vErrors.push(err112);
}
errors++;
}
var _valid4 = _errs114 === errors;
if(_valid4 && valid22){
valid22 = false;
passing1 = [passing1, 17];
}
else {
if(_valid4){
valid22 = true;
passing1 = 17;
}
const _errs115 = errors;
if("LA" !== data18){
const err113 = {instancePath:instancePath+"/address/state",schemaPath:"#/definitions/state/oneOf/18/const",keyword:"const",params:{allowedValue: "LA"}};
if(vErrors === null){
vErrors = [err113];
}
else {
vErrors.push(err113);
}
errors++;
}
var _valid4 = _errs115 === errors;
if(_valid4 && valid22){
valid22 = false;
passing1 = [passing1, 18];
}
else {
if(_valid4){
valid22 = true;
passing1 = 18;
}
const _errs116 = errors;
if("ME" !== data18){
const err114 = {instancePath:instancePath+"/address/state",schemaPath:"#/definitions/state/oneOf/19/const",keyword:"const",params:{allowedValue: "ME"}};
if(vErrors === null){
vErrors = [err114];
}
else {
vErrors.push(err114);
}
errors++;
}
var _valid4 = _errs116 === errors;
if(_valid4 && valid22){
valid22 = false;
passing1 = [passing1, 19];
}
else {
if(_valid4){
valid22 = true;
passing1 = 19;
}
const _errs117 = errors;
if("MD" !== data18){
const err115 = {instancePath:instancePath+"/address/state",schemaPath:"#/definitions/state/oneOf/20/const",keyword:"const",params:{allowedValue: "MD"}};
if(vErrors === null){
vErrors = [err115];
}
else {
vErrors.push(err115);
}
errors++;
}
var _valid4 = _errs117 === errors;
if(_valid4 && valid22){
valid22 = false;
passing1 = [passing1, 20];
}
else {
if(_valid4){
valid22 = true;
passing1 = 20;
}
const _errs118 = errors;
if("MA" !== data18){
const err116 = {instancePath:instancePath+"/address/state",schemaPath:"#/definitions/state/oneOf/21/const",keyword:"const",params:{allowedValue: "MA"}};
if(vErrors === null){
vErrors = [err116];
}
else {
vErrors.push(err116);
}
errors++;
}
var _valid4 = _errs118 === errors;
if(_valid4 && valid22){
valid22 = false;
passing1 = [passing1, 21];
}
else {
if(_valid4){
valid22 = true;
passing1 = 21;
}
const _errs119 = errors;
if("MI" !== data18){
const err117 = {instancePath:instancePath+"/address/state",schemaPath:"#/definitions/state/oneOf/22/const",keyword:"const",params:{allowedValue: "MI"}};
if(vErrors === null){
vErrors = [err117];
}
else {
vErrors.push(err117);
}
errors++;
}
var _valid4 = _errs119 === errors;
if(_valid4 && valid22){
valid22 = false;
passing1 = [passing1, 22];
}
else {
if(_valid4){
valid22 = true;
passing1 = 22;
}
const _errs120 = errors;
if("MN" !== data18){
const err118 = {instancePath:instancePath+"/address/state",schemaPath:"#/definitions/state/oneOf/23/const",keyword:"const",params:{allowedValue: "MN"}};
if(vErrors === null){
vErrors = [err118];
}
else {
vErrors.push(err118);
}
errors++;
}
var _valid4 = _errs120 === errors;
if(_valid4 && valid22){
valid22 = false;
passing1 = [passing1, 23];
}
else {
if(_valid4){
valid22 = true;
passing1 = 23;
}
const _errs121 = errors;
if("MS" !== data18){
const err119 = {instancePath:instancePath+"/address/state",schemaPath:"#/definitions/state/oneOf/24/const",keyword:"const",params:{allowedValue: "MS"}};
if(vErrors === null){
vErrors = [err119];
}
else {
vErrors.push(err119);
}
errors++;
}
var _valid4 = _errs121 === errors;
if(_valid4 && valid22){
valid22 = false;
passing1 = [passing1, 24];
}
else {
if(_valid4){
valid22 = true;
passing1 = 24;
}
const _errs122 = errors;
if("MO" !== data18){
const err120 = {instancePath:instancePath+"/address/state",schemaPath:"#/definitions/state/oneOf/25/const",keyword:"const",params:{allowedValue: "MO"}};
if(vErrors === null){
vErrors = [err120];
}
else {
vErrors.push(err120);
}
errors++;
}
var _valid4 = _errs122 === errors;
if(_valid4 && valid22){
valid22 = false;
passing1 = [passing1, 25];
}
else {
if(_valid4){
valid22 = true;
passing1 = 25;
}
const _errs123 = errors;
if("MT" !== data18){
const err121 = {instancePath:instancePath+"/address/state",schemaPath:"#/definitions/state/oneOf/26/const",keyword:"const",params:{allowedValue: "MT"}};
if(vErrors === null){
vErrors = [err121];
}
else {
vErrors.push(err121);
}
errors++;
}
var _valid4 = _errs123 === errors;
if(_valid4 && valid22){
valid22 = false;
passing1 = [passing1, 26];
}
else {
if(_valid4){
valid22 = true;
passing1 = 26;
}
const _errs124 = errors;
if("NE" !== data18){
const err122 = {instancePath:instancePath+"/address/state",schemaPath:"#/definitions/state/oneOf/27/const",keyword:"const",params:{allowedValue: "NE"}};
if(vErrors === null){
vErrors = [err122];
}
else {
vErrors.push(err122);
}
errors++;
}
var _valid4 = _errs124 === errors;
if(_valid4 && valid22){
valid22 = false;
passing1 = [passing1, 27];
}
else {
if(_valid4){
valid22 = true;
passing1 = 27;
}
const _errs125 = errors;
if("NV" !== data18){
const err123 = {instancePath:instancePath+"/address/state",schemaPath:"#/definitions/state/oneOf/28/const",keyword:"const",params:{allowedValue: "NV"}};
if(vErrors === null){
vErrors = [err123];
}
else {
vErrors.push(err123);
}
errors++;
}
var _valid4 = _errs125 === errors;
if(_valid4 && valid22){
valid22 = false;
passing1 = [passing1, 28];
}
else {
if(_valid4){
valid22 = true;
passing1 = 28;
}
const _errs126 = errors;
if("NH" !== data18){
const err124 = {instancePath:instancePath+"/address/state",schemaPath:"#/definitions/state/oneOf/29/const",keyword:"const",params:{allowedValue: "NH"}};
if(vErrors === null){
vErrors = [err124];
}
else {
vErrors.push(err124);
}
errors++;
}
var _valid4 = _errs126 === errors;
if(_valid4 && valid22){
valid22 = false;
passing1 = [passing1, 29];
}
else {
if(_valid4){
valid22 = true;
passing1 = 29;
}
const _errs127 = errors;
if("NJ" !== data18){
const err125 = {instancePath:instancePath+"/address/state",schemaPath:"#/definitions/state/oneOf/30/const",keyword:"const",params:{allowedValue: "NJ"}};
if(vErrors === null){
vErrors = [err125];
}
else {
vErrors.push(err125);
}
errors++;
}
var _valid4 = _errs127 === errors;
if(_valid4 && valid22){
valid22 = false;
passing1 = [passing1, 30];
}
else {
if(_valid4){
valid22 = true;
passing1 = 30;
}
const _errs128 = errors;
if("NM" !== data18){
const err126 = {instancePath:instancePath+"/address/state",schemaPath:"#/definitions/state/oneOf/31/const",keyword:"const",params:{allowedValue: "NM"}};
if(vErrors === null){
vErrors = [err126];
}
else {
vErrors.push(err126);
}
errors++;
}
var _valid4 = _errs128 === errors;
if(_valid4 && valid22){
valid22 = false;
passing1 = [passing1, 31];
}
else {
if(_valid4){
valid22 = true;
passing1 = 31;
}
const _errs129 = errors;
if("NY" !== data18){
const err127 = {instancePath:instancePath+"/address/state",schemaPath:"#/definitions/state/oneOf/32/const",keyword:"const",params:{allowedValue: "NY"}};
if(vErrors === null){
vErrors = [err127];
}
else {
vErrors.push(err127);
}
errors++;
}
var _valid4 = _errs129 === errors;
if(_valid4 && valid22){
valid22 = false;
passing1 = [passing1, 32];
}
else {
if(_valid4){
valid22 = true;
passing1 = 32;
}
const _errs130 = errors;
if("NC" !== data18){
const err128 = {instancePath:instancePath+"/address/state",schemaPath:"#/definitions/state/oneOf/33/const",keyword:"const",params:{allowedValue: "NC"}};
if(vErrors === null){
vErrors = [err128];
}
else {
vErrors.push(err128);
}
errors++;
}
var _valid4 = _errs130 === errors;
if(_valid4 && valid22){
valid22 = false;
passing1 = [passing1, 33];
}
else {
if(_valid4){
valid22 = true;
passing1 = 33;
}
const _errs131 = errors;
if("ND" !== data18){
const err129 = {instancePath:instancePath+"/address/state",schemaPath:"#/definitions/state/oneOf/34/const",keyword:"const",params:{allowedValue: "ND"}};
if(vErrors === null){
vErrors = [err129];
}
else {
vErrors.push(err129);
}
errors++;
}
var _valid4 = _errs131 === errors;
if(_valid4 && valid22){
valid22 = false;
passing1 = [passing1, 34];
}
else {
if(_valid4){
valid22 = true;
passing1 = 34;
}
const _errs132 = errors;
if("OH" !== data18){
const err130 = {instancePath:instancePath+"/address/state",schemaPath:"#/definitions/state/oneOf/35/const",keyword:"const",params:{allowedValue: "OH"}};
if(vErrors === null){
vErrors = [err130];
}
else {
vErrors.push(err130);
}
errors++;
}
var _valid4 = _errs132 === errors;
if(_valid4 && valid22){
valid22 = false;
passing1 = [passing1, 35];
}
else {
if(_valid4){
valid22 = true;
passing1 = 35;
}
const _errs133 = errors;
if("OK" !== data18){
const err131 = {instancePath:instancePath+"/address/state",schemaPath:"#/definitions/state/oneOf/36/const",keyword:"const",params:{allowedValue: "OK"}};
if(vErrors === null){
vErrors = [err131];
}
else {
vErrors.push(err131);
}
errors++;
}
var _valid4 = _errs133 === errors;
if(_valid4 && valid22){
valid22 = false;
passing1 = [passing1, 36];
}
else {
if(_valid4){
valid22 = true;
passing1 = 36;
}
const _errs134 = errors;
if("OR" !== data18){
const err132 = {instancePath:instancePath+"/address/state",schemaPath:"#/definitions/state/oneOf/37/const",keyword:"const",params:{allowedValue: "OR"}};
if(vErrors === null){
vErrors = [err132];
}
else {
vErrors.push(err132);
}
errors++;
}
var _valid4 = _errs134 === errors;
if(_valid4 && valid22){
valid22 = false;
passing1 = [passing1, 37];
}
else {
if(_valid4){
valid22 = true;
passing1 = 37;
}
const _errs135 = errors;
if("PA" !== data18){
const err133 = {instancePath:instancePath+"/address/state",schemaPath:"#/definitions/state/oneOf/38/const",keyword:"const",params:{allowedValue: "PA"}};
if(vErrors === null){
vErrors = [err133];
}
else {
vErrors.push(err133);
}
errors++;
}
var _valid4 = _errs135 === errors;
if(_valid4 && valid22){
valid22 = false;
passing1 = [passing1, 38];
}
else {
if(_valid4){
valid22 = true;
passing1 = 38;
}
const _errs136 = errors;
if("PR" !== data18){
const err134 = {instancePath:instancePath+"/address/state",schemaPath:"#/definitions/state/oneOf/39/const",keyword:"const",params:{allowedValue: "PR"}};
if(vErrors === null){
vErrors = [err134];
}
else {
vErrors.push(err134);
}
errors++;
}
var _valid4 = _errs136 === errors;
if(_valid4 && valid22){
valid22 = false;
passing1 = [passing1, 39];
}
else {
if(_valid4){
valid22 = true;
passing1 = 39;
}
const _errs137 = errors;
if("RI" !== data18){
const err135 = {instancePath:instancePath+"/address/state",schemaPath:"#/definitions/state/oneOf/40/const",keyword:"const",params:{allowedValue: "RI"}};
if(vErrors === null){
vErrors = [err135];
}
else {
vErrors.push(err135);
}
errors++;
}
var _valid4 = _errs137 === errors;
if(_valid4 && valid22){
valid22 = false;
passing1 = [passing1, 40];
}
else {
if(_valid4){
valid22 = true;
passing1 = 40;
}
const _errs138 = errors;
if("SC" !== data18){
const err136 = {instancePath:instancePath+"/address/state",schemaPath:"#/definitions/state/oneOf/41/const",keyword:"const",params:{allowedValue: "SC"}};
if(vErrors === null){
vErrors = [err136];
}
else {
vErrors.push(err136);
}
errors++;
}
var _valid4 = _errs138 === errors;
if(_valid4 && valid22){
valid22 = false;
passing1 = [passing1, 41];
}
else {
if(_valid4){
valid22 = true;
passing1 = 41;
}
const _errs139 = errors;
if("SD" !== data18){
const err137 = {instancePath:instancePath+"/address/state",schemaPath:"#/definitions/state/oneOf/42/const",keyword:"const",params:{allowedValue: "SD"}};
if(vErrors === null){
vErrors = [err137];
}
else {
vErrors.push(err137);
}
errors++;
}
var _valid4 = _errs139 === errors;
if(_valid4 && valid22){
valid22 = false;
passing1 = [passing1, 42];
}
else {
if(_valid4){
valid22 = true;
passing1 = 42;
}
const _errs140 = errors;
if("TN" !== data18){
const err138 = {instancePath:instancePath+"/address/state",schemaPath:"#/definitions/state/oneOf/43/const",keyword:"const",params:{allowedValue: "TN"}};
if(vErrors === null){
vErrors = [err138];
}
else {
vErrors.push(err138);
}
errors++;
}
var _valid4 = _errs140 === errors;
if(_valid4 && valid22){
valid22 = false;
passing1 = [passing1, 43];
}
else {
if(_valid4){
valid22 = true;
passing1 = 43;
}
const _errs141 = errors;
if("TX" !== data18){
const err139 = {instancePath:instancePath+"/address/state",schemaPath:"#/definitions/state/oneOf/44/const",keyword:"const",params:{allowedValue: "TX"}};
if(vErrors === null){
vErrors = [err139];
}
else {
vErrors.push(err139);
}
errors++;
}
var _valid4 = _errs141 === errors;
if(_valid4 && valid22){
valid22 = false;
passing1 = [passing1, 44];
}
else {
if(_valid4){
valid22 = true;
passing1 = 44;
}
const _errs142 = errors;
if("UT" !== data18){
const err140 = {instancePath:instancePath+"/address/state",schemaPath:"#/definitions/state/oneOf/45/const",keyword:"const",params:{allowedValue: "UT"}};
if(vErrors === null){
vErrors = [err140];
}
else {
vErrors.push(err140);
}
errors++;
}
var _valid4 = _errs142 === errors;
if(_valid4 && valid22){
valid22 = false;
passing1 = [passing1, 45];
}
else {
if(_valid4){
valid22 = true;
passing1 = 45;
}
const _errs143 = errors;
if("VT" !== data18){
const err141 = {instancePath:instancePath+"/address/state",schemaPath:"#/definitions/state/oneOf/46/const",keyword:"const",params:{allowedValue: "VT"}};
if(vErrors === null){
vErrors = [err141];
}
else {
vErrors.push(err141);
}
errors++;
}
var _valid4 = _errs143 === errors;
if(_valid4 && valid22){
valid22 = false;
passing1 = [passing1, 46];
}
else {
if(_valid4){
valid22 = true;
passing1 = 46;
}
const _errs144 = errors;
if("VI" !== data18){
const err142 = {instancePath:instancePath+"/address/state",schemaPath:"#/definitions/state/oneOf/47/const",keyword:"const",params:{allowedValue: "VI"}};
if(vErrors === null){
vErrors = [err142];
}
else {
vErrors.push(err142);
}
errors++;
}
var _valid4 = _errs144 === errors;
if(_valid4 && valid22){
valid22 = false;
passing1 = [passing1, 47];
}
else {
if(_valid4){
valid22 = true;
passing1 = 47;
}
const _errs145 = errors;
if("VA" !== data18){
const err143 = {instancePath:instancePath+"/address/state",schemaPath:"#/definitions/state/oneOf/48/const",keyword:"const",params:{allowedValue: "VA"}};
if(vErrors === null){
vErrors = [err143];
}
else {
vErrors.push(err143);
}
errors++;
}
var _valid4 = _errs145 === errors;
if(_valid4 && valid22){
valid22 = false;
passing1 = [passing1, 48];
}
else {
if(_valid4){
valid22 = true;
passing1 = 48;
}
const _errs146 = errors;
if("WA" !== data18){
const err144 = {instancePath:instancePath+"/address/state",schemaPath:"#/definitions/state/oneOf/49/const",keyword:"const",params:{allowedValue: "WA"}};
if(vErrors === null){
vErrors = [err144];
}
else {
vErrors.push(err144);
}
errors++;
}
var _valid4 = _errs146 === errors;
if(_valid4 && valid22){
valid22 = false;
passing1 = [passing1, 49];
}
else {
if(_valid4){
valid22 = true;
passing1 = 49;
}
const _errs147 = errors;
if("WV" !== data18){
const err145 = {instancePath:instancePath+"/address/state",schemaPath:"#/definitions/state/oneOf/50/const",keyword:"const",params:{allowedValue: "WV"}};
if(vErrors === null){
vErrors = [err145];
}
else {
vErrors.push(err145);
}
errors++;
}
var _valid4 = _errs147 === errors;
if(_valid4 && valid22){
valid22 = false;
passing1 = [passing1, 50];
}
else {
if(_valid4){
valid22 = true;
passing1 = 50;
}
const _errs148 = errors;
if("WI" !== data18){
const err146 = {instancePath:instancePath+"/address/state",schemaPath:"#/definitions/state/oneOf/51/const",keyword:"const",params:{allowedValue: "WI"}};
if(vErrors === null){
vErrors = [err146];
}
else {
vErrors.push(err146);
}
errors++;
}
var _valid4 = _errs148 === errors;
if(_valid4 && valid22){
valid22 = false;
passing1 = [passing1, 51];
}
else {
if(_valid4){
valid22 = true;
passing1 = 51;
}
const _errs149 = errors;
if("WY" !== data18){
const err147 = {instancePath:instancePath+"/address/state",schemaPath:"#/definitions/state/oneOf/52/const",keyword:"const",params:{allowedValue: "WY"}};
if(vErrors === null){
vErrors = [err147];
}
else {
vErrors.push(err147);
}
errors++;
}
var _valid4 = _errs149 === errors;
if(_valid4 && valid22){
valid22 = false;
passing1 = [passing1, 52];
}
else {
if(_valid4){
valid22 = true;
passing1 = 52;
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
if(!valid22){
const err148 = {instancePath:instancePath+"/address/state",schemaPath:"#/definitions/state/oneOf",keyword:"oneOf",params:{passingSchemas: passing1}};
if(vErrors === null){
vErrors = [err148];
}
else {
vErrors.push(err148);
}
errors++;
}
else {
errors = _errs96;
if(vErrors !== null){
if(_errs96){
vErrors.length = _errs96;
}
else {
vErrors = null;
}
}
}
if(typeof data18 === "string"){
if(pattern1.test(data18)){
const err149 = {instancePath:instancePath+"/address/state",schemaPath:"#/definitions/state/validCharacters",keyword:"validCharacters",params:{messageId: "field.invalid"}};
if(vErrors === null){
vErrors = [err149];
}
else {
vErrors.push(err149);
}
errors++;
}
}
else {
const err150 = {instancePath:instancePath+"/address/state",schemaPath:"#/definitions/state/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err150];
}
else {
vErrors.push(err150);
}
errors++;
}
}
if(data14.zipCode !== undefined){
let data19 = data14.zipCode;
if(typeof data19 === "string"){
if(func2(data19) > 5){
const err151 = {instancePath:instancePath+"/address/zipCode",schemaPath:"#/definitions/zip/maxLength",keyword:"maxLength",params:{limit: 5}};
if(vErrors === null){
vErrors = [err151];
}
else {
vErrors.push(err151);
}
errors++;
}
if(func2(data19) < 5){
const err152 = {instancePath:instancePath+"/address/zipCode",schemaPath:"#/definitions/zip/minLength",keyword:"minLength",params:{limit: 5}};
if(vErrors === null){
vErrors = [err152];
}
else {
vErrors.push(err152);
}
errors++;
}
if(!pattern24.test(data19)){
const err153 = {instancePath:instancePath+"/address/zipCode",schemaPath:"#/definitions/zip/pattern",keyword:"pattern",params:{pattern: "^[0-9]*$"}};
if(vErrors === null){
vErrors = [err153];
}
else {
vErrors.push(err153);
}
errors++;
}
if(pattern1.test(data19)){
const err154 = {instancePath:instancePath+"/address/zipCode",schemaPath:"#/definitions/zip/validCharacters",keyword:"validCharacters",params:{messageId: "field.invalid"}};
if(vErrors === null){
vErrors = [err154];
}
else {
vErrors.push(err154);
}
errors++;
}
}
else {
const err155 = {instancePath:instancePath+"/address/zipCode",schemaPath:"#/definitions/zip/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err155];
}
else {
vErrors.push(err155);
}
errors++;
}
}
}
else {
const err156 = {instancePath:instancePath+"/address",schemaPath:"#/properties/address/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err156];
}
else {
vErrors.push(err156);
}
errors++;
}
}
if(data.email !== undefined){
let data20 = data.email;
if(typeof data20 === "string"){
if(func2(data20) > 75){
const err157 = {instancePath:instancePath+"/email",schemaPath:"#/definitions/email/maxLength",keyword:"maxLength",params:{limit: 75}};
if(vErrors === null){
vErrors = [err157];
}
else {
vErrors.push(err157);
}
errors++;
}
if(func2(data20) < 6){
const err158 = {instancePath:instancePath+"/email",schemaPath:"#/definitions/email/minLength",keyword:"minLength",params:{limit: 6}};
if(vErrors === null){
vErrors = [err158];
}
else {
vErrors.push(err158);
}
errors++;
}
if(!pattern4.test(data20)){
const err159 = {instancePath:instancePath+"/email",schemaPath:"#/definitions/email/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9._%+'-]+@[A-Za-z0-9.-]+\\.[A-Za-z]{2,}$"}};
if(vErrors === null){
vErrors = [err159];
}
else {
vErrors.push(err159);
}
errors++;
}
if(pattern1.test(data20)){
const err160 = {instancePath:instancePath+"/email",schemaPath:"#/definitions/email/validCharacters",keyword:"validCharacters",params:{messageId: "email.invalid"}};
if(vErrors === null){
vErrors = [err160];
}
else {
vErrors.push(err160);
}
errors++;
}
}
else {
const err161 = {instancePath:instancePath+"/email",schemaPath:"#/definitions/email/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err161];
}
else {
vErrors.push(err161);
}
errors++;
}
}
if(data.useSameEmail !== undefined){
if(typeof data.useSameEmail !== "boolean"){
const err162 = {instancePath:instancePath+"/useSameEmail",schemaPath:"#/properties/useSameEmail/type",keyword:"type",params:{type: "boolean"}};
if(vErrors === null){
vErrors = [err162];
}
else {
vErrors.push(err162);
}
errors++;
}
}
if(data.phone !== undefined){
let data22 = data.phone;
if(data22 && typeof data22 == "object" && !Array.isArray(data22)){
if(data22.number === undefined){
const err163 = {instancePath:instancePath+"/phone",schemaPath:"#/properties/phone/required",keyword:"required",params:{missingProperty: "number"}};
if(vErrors === null){
vErrors = [err163];
}
else {
vErrors.push(err163);
}
errors++;
}
if(data22.number !== undefined){
let data23 = data22.number;
if(typeof data23 === "string"){
if(func2(data23) > 10){
const err164 = {instancePath:instancePath+"/phone/number",schemaPath:"#/definitions/phone/maxLength",keyword:"maxLength",params:{limit: 10}};
if(vErrors === null){
vErrors = [err164];
}
else {
vErrors.push(err164);
}
errors++;
}
if(func2(data23) < 10){
const err165 = {instancePath:instancePath+"/phone/number",schemaPath:"#/definitions/phone/minLength",keyword:"minLength",params:{limit: 10}};
if(vErrors === null){
vErrors = [err165];
}
else {
vErrors.push(err165);
}
errors++;
}
if(!pattern24.test(data23)){
const err166 = {instancePath:instancePath+"/phone/number",schemaPath:"#/definitions/phone/pattern",keyword:"pattern",params:{pattern: "^[0-9]*$"}};
if(vErrors === null){
vErrors = [err166];
}
else {
vErrors.push(err166);
}
errors++;
}
if(pattern1.test(data23)){
const err167 = {instancePath:instancePath+"/phone/number",schemaPath:"#/definitions/phone/validCharacters",keyword:"validCharacters",params:{messageId: "phone.invalid"}};
if(vErrors === null){
vErrors = [err167];
}
else {
vErrors.push(err167);
}
errors++;
}
}
else {
const err168 = {instancePath:instancePath+"/phone/number",schemaPath:"#/definitions/phone/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err168];
}
else {
vErrors.push(err168);
}
errors++;
}
}
if(data22.extension !== undefined){
let data24 = data22.extension;
if(typeof data24 === "string"){
if(func2(data24) > 7){
const err169 = {instancePath:instancePath+"/phone/extension",schemaPath:"#/definitions/extension/maxLength",keyword:"maxLength",params:{limit: 7}};
if(vErrors === null){
vErrors = [err169];
}
else {
vErrors.push(err169);
}
errors++;
}
if(!pattern24.test(data24)){
const err170 = {instancePath:instancePath+"/phone/extension",schemaPath:"#/definitions/extension/pattern",keyword:"pattern",params:{pattern: "^[0-9]*$"}};
if(vErrors === null){
vErrors = [err170];
}
else {
vErrors.push(err170);
}
errors++;
}
if(pattern1.test(data24)){
const err171 = {instancePath:instancePath+"/phone/extension",schemaPath:"#/definitions/extension/validCharacters",keyword:"validCharacters",params:{messageId: "field.integer"}};
if(vErrors === null){
vErrors = [err171];
}
else {
vErrors.push(err171);
}
errors++;
}
}
else {
const err172 = {instancePath:instancePath+"/phone/extension",schemaPath:"#/definitions/extension/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err172];
}
else {
vErrors.push(err172);
}
errors++;
}
}
}
else {
const err173 = {instancePath:instancePath+"/phone",schemaPath:"#/properties/phone/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err173];
}
else {
vErrors.push(err173);
}
errors++;
}
}
if(data.fax !== undefined){
let data25 = data.fax;
if(typeof data25 === "string"){
if(func2(data25) > 10){
const err174 = {instancePath:instancePath+"/fax",schemaPath:"#/definitions/fax/maxLength",keyword:"maxLength",params:{limit: 10}};
if(vErrors === null){
vErrors = [err174];
}
else {
vErrors.push(err174);
}
errors++;
}
if(func2(data25) < 10){
const err175 = {instancePath:instancePath+"/fax",schemaPath:"#/definitions/fax/minLength",keyword:"minLength",params:{limit: 10}};
if(vErrors === null){
vErrors = [err175];
}
else {
vErrors.push(err175);
}
errors++;
}
if(!pattern24.test(data25)){
const err176 = {instancePath:instancePath+"/fax",schemaPath:"#/definitions/fax/pattern",keyword:"pattern",params:{pattern: "^[0-9]*$"}};
if(vErrors === null){
vErrors = [err176];
}
else {
vErrors.push(err176);
}
errors++;
}
if(pattern1.test(data25)){
const err177 = {instancePath:instancePath+"/fax",schemaPath:"#/definitions/fax/validCharacters",keyword:"validCharacters",params:{messageId: "fax.invalid"}};
if(vErrors === null){
vErrors = [err177];
}
else {
vErrors.push(err177);
}
errors++;
}
}
else {
const err178 = {instancePath:instancePath+"/fax",schemaPath:"#/definitions/fax/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err178];
}
else {
vErrors.push(err178);
}
errors++;
}
}
if(data.healthPlan !== undefined){
let data26 = data.healthPlan;
if((!(data26 && typeof data26 == "object" && !Array.isArray(data26))) && (data26 !== null)){
const err179 = {instancePath:instancePath+"/healthPlan",schemaPath:"#/properties/healthPlan/type",keyword:"type",params:{type: schema28.properties.healthPlan.type}};
if(vErrors === null){
vErrors = [err179];
}
else {
vErrors.push(err179);
}
errors++;
}
if(data26 && typeof data26 == "object" && !Array.isArray(data26)){
if(data26.id !== undefined){
let data27 = data26.id;
if(!((typeof data27 == "number") && (!(data27 % 1) && !isNaN(data27)))){
const err180 = {instancePath:instancePath+"/healthPlan/id",schemaPath:"#/properties/healthPlan/properties/id/type",keyword:"type",params:{type: "integer"}};
if(vErrors === null){
vErrors = [err180];
}
else {
vErrors.push(err180);
}
errors++;
}
if(typeof data27 == "number"){
if(data27 > 2147483647 || isNaN(data27)){
const err181 = {instancePath:instancePath+"/healthPlan/id",schemaPath:"#/properties/healthPlan/properties/id/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647}};
if(vErrors === null){
vErrors = [err181];
}
else {
vErrors.push(err181);
}
errors++;
}
if(data27 < 1 || isNaN(data27)){
const err182 = {instancePath:instancePath+"/healthPlan/id",schemaPath:"#/properties/healthPlan/properties/id/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1}};
if(vErrors === null){
vErrors = [err182];
}
else {
vErrors.push(err182);
}
errors++;
}
}
}
if(data26.name !== undefined){
let data28 = data26.name;
if((typeof data28 !== "string") && (data28 !== null)){
const err183 = {instancePath:instancePath+"/healthPlan/name",schemaPath:"#/properties/healthPlan/properties/name/type",keyword:"type",params:{type: schema28.properties.healthPlan.properties.name.type}};
if(vErrors === null){
vErrors = [err183];
}
else {
vErrors.push(err183);
}
errors++;
}
if(typeof data28 === "string"){
if(func2(data28) > 200){
const err184 = {instancePath:instancePath+"/healthPlan/name",schemaPath:"#/properties/healthPlan/properties/name/maxLength",keyword:"maxLength",params:{limit: 200}};
if(vErrors === null){
vErrors = [err184];
}
else {
vErrors.push(err184);
}
errors++;
}
if(pattern1.test(data28)){
const err185 = {instancePath:instancePath+"/healthPlan/name",schemaPath:"#/properties/healthPlan/properties/name/validCharacters",keyword:"validCharacters",params:{messageId: "field.invalid"}};
if(vErrors === null){
vErrors = [err185];
}
else {
vErrors.push(err185);
}
errors++;
}
}
}
if(data26.url !== undefined){
let data29 = data26.url;
if((typeof data29 !== "string") && (data29 !== null)){
const err186 = {instancePath:instancePath+"/healthPlan/url",schemaPath:"#/properties/healthPlan/properties/url/type",keyword:"type",params:{type: schema28.properties.healthPlan.properties.url.type}};
if(vErrors === null){
vErrors = [err186];
}
else {
vErrors.push(err186);
}
errors++;
}
if(typeof data29 === "string"){
if(func2(data29) > 500){
const err187 = {instancePath:instancePath+"/healthPlan/url",schemaPath:"#/properties/healthPlan/properties/url/maxLength",keyword:"maxLength",params:{limit: 500}};
if(vErrors === null){
vErrors = [err187];
}
else {
vErrors.push(err187);
}
errors++;
}
if(pattern1.test(data29)){
const err188 = {instancePath:instancePath+"/healthPlan/url",schemaPath:"#/properties/healthPlan/properties/url/validCharacters",keyword:"validCharacters",params:{messageId: "field.invalid"}};
if(vErrors === null){
vErrors = [err188];
}
else {
vErrors.push(err188);
}
errors++;
}
}
}
if(data26.isUnsupported !== undefined){
let data30 = data26.isUnsupported;
if((typeof data30 !== "boolean") && (data30 !== null)){
const err189 = {instancePath:instancePath+"/healthPlan/isUnsupported",schemaPath:"#/properties/healthPlan/properties/isUnsupported/type",keyword:"type",params:{type: schema28.properties.healthPlan.properties.isUnsupported.type}};
if(vErrors === null){
vErrors = [err189];
}
else {
vErrors.push(err189);
}
errors++;
}
}
}
}
if(data.commercialHealthplanSelected !== undefined){
if(typeof data.commercialHealthplanSelected !== "boolean"){
const err190 = {instancePath:instancePath+"/commercialHealthplanSelected",schemaPath:"#/properties/commercialHealthplanSelected/type",keyword:"type",params:{type: "boolean"}};
if(vErrors === null){
vErrors = [err190];
}
else {
vErrors.push(err190);
}
errors++;
}
}
if(data.decisionSupportSelected !== undefined){
if(typeof data.decisionSupportSelected !== "boolean"){
const err191 = {instancePath:instancePath+"/decisionSupportSelected",schemaPath:"#/properties/decisionSupportSelected/type",keyword:"type",params:{type: "boolean"}};
if(vErrors === null){
vErrors = [err191];
}
else {
vErrors.push(err191);
}
errors++;
}
}
if(data.geneticCounselor !== undefined){
if(typeof data.geneticCounselor !== "boolean"){
const err192 = {instancePath:instancePath+"/geneticCounselor",schemaPath:"#/properties/geneticCounselor/type",keyword:"type",params:{type: "boolean"}};
if(vErrors === null){
vErrors = [err192];
}
else {
vErrors.push(err192);
}
errors++;
}
}
if(data.providerIdentifiers !== undefined){
let data34 = data.providerIdentifiers;
if(Array.isArray(data34)){
if(data34.length > 10){
const err193 = {instancePath:instancePath+"/providerIdentifiers",schemaPath:"#/properties/providerIdentifiers/maxItems",keyword:"maxItems",params:{limit: 10}};
if(vErrors === null){
vErrors = [err193];
}
else {
vErrors.push(err193);
}
errors++;
}
const len0 = data34.length;
for(let i0=0; i0<len0; i0++){
let data35 = data34[i0];
const _errs210 = errors;
let valid34 = true;
const _errs211 = errors;
if(errors === _errs211){
if(data35 && typeof data35 == "object" && !Array.isArray(data35)){
let missing2;
if((data35.type === undefined) && (missing2 = "type")){
const err194 = {};
if(vErrors === null){
vErrors = [err194];
}
else {
vErrors.push(err194);
}
errors++;
}
else {
if(data35.type !== undefined){
let data36 = data35.type;
if(!((data36 === 0) || (data36 === 5))){
const err195 = {};
if(vErrors === null){
vErrors = [err195];
}
else {
vErrors.push(err195);
}
errors++;
}
}
}
}
else {
const err196 = {};
if(vErrors === null){
vErrors = [err196];
}
else {
vErrors.push(err196);
}
errors++;
}
}
var _valid5 = _errs211 === errors;
errors = _errs210;
if(vErrors !== null){
if(_errs210){
vErrors.length = _errs210;
}
else {
vErrors = null;
}
}
if(_valid5){
const _errs214 = errors;
if(data35 && typeof data35 == "object" && !Array.isArray(data35)){
if(data35.value !== undefined){
let data37 = data35.value;
if(typeof data37 === "string"){
if(func2(data37) > 9){
const err197 = {instancePath:instancePath+"/providerIdentifiers/" + i0+"/value",schemaPath:"#/definitions/provider-identifier/allOf/0/then/properties/value/maxLength",keyword:"maxLength",params:{limit: 9}};
if(vErrors === null){
vErrors = [err197];
}
else {
vErrors.push(err197);
}
errors++;
}
if(func2(data37) < 9){
const err198 = {instancePath:instancePath+"/providerIdentifiers/" + i0+"/value",schemaPath:"#/definitions/provider-identifier/allOf/0/then/properties/value/minLength",keyword:"minLength",params:{limit: 9}};
if(vErrors === null){
vErrors = [err198];
}
else {
vErrors.push(err198);
}
errors++;
}
if(!pattern24.test(data37)){
const err199 = {instancePath:instancePath+"/providerIdentifiers/" + i0+"/value",schemaPath:"#/definitions/provider-identifier/allOf/0/then/properties/value/pattern",keyword:"pattern",params:{pattern: "^[0-9]*$"}};
if(vErrors === null){
vErrors = [err199];
}
else {
vErrors.push(err199);
}
errors++;
}
if(pattern1.test(data37)){
const err200 = {instancePath:instancePath+"/providerIdentifiers/" + i0+"/value",schemaPath:"#/definitions/provider-identifier/allOf/0/then/properties/value/validCharacters",keyword:"validCharacters",params:{messageId: "field.invalid"}};
if(vErrors === null){
vErrors = [err200];
}
else {
vErrors.push(err200);
}
errors++;
}
}
else {
const err201 = {instancePath:instancePath+"/providerIdentifiers/" + i0+"/value",schemaPath:"#/definitions/provider-identifier/allOf/0/then/properties/value/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err201];
}
else {
vErrors.push(err201);
}
errors++;
}
}
}
var _valid5 = _errs214 === errors;
valid34 = _valid5;
}
if(!valid34){
const err202 = {instancePath:instancePath+"/providerIdentifiers/" + i0,schemaPath:"#/definitions/provider-identifier/allOf/0/if",keyword:"if",params:{failingKeyword: "then"}};
if(vErrors === null){
vErrors = [err202];
}
else {
vErrors.push(err202);
}
errors++;
}
const _errs218 = errors;
let valid37 = true;
const _errs219 = errors;
if(errors === _errs219){
if(data35 && typeof data35 == "object" && !Array.isArray(data35)){
let missing3;
if((data35.type === undefined) && (missing3 = "type")){
const err203 = {};
if(vErrors === null){
vErrors = [err203];
}
else {
vErrors.push(err203);
}
errors++;
}
else {
if(data35.type !== undefined){
let data38 = data35.type;
if(!((data38 === 1) || (data38 === 2))){
const err204 = {};
if(vErrors === null){
vErrors = [err204];
}
else {
vErrors.push(err204);
}
errors++;
}
}
}
}
else {
const err205 = {};
if(vErrors === null){
vErrors = [err205];
}
else {
vErrors.push(err205);
}
errors++;
}
}
var _valid6 = _errs219 === errors;
errors = _errs218;
if(vErrors !== null){
if(_errs218){
vErrors.length = _errs218;
}
else {
vErrors = null;
}
}
if(_valid6){
const _errs222 = errors;
if(data35 && typeof data35 == "object" && !Array.isArray(data35)){
if(data35.value !== undefined){
let data39 = data35.value;
if(typeof data39 === "string"){
if(func2(data39) > 10){
const err206 = {instancePath:instancePath+"/providerIdentifiers/" + i0+"/value",schemaPath:"#/definitions/provider-identifier/allOf/1/then/properties/value/maxLength",keyword:"maxLength",params:{limit: 10}};
if(vErrors === null){
vErrors = [err206];
}
else {
vErrors.push(err206);
}
errors++;
}
if(func2(data39) < 10){
const err207 = {instancePath:instancePath+"/providerIdentifiers/" + i0+"/value",schemaPath:"#/definitions/provider-identifier/allOf/1/then/properties/value/minLength",keyword:"minLength",params:{limit: 10}};
if(vErrors === null){
vErrors = [err207];
}
else {
vErrors.push(err207);
}
errors++;
}
if(!pattern24.test(data39)){
const err208 = {instancePath:instancePath+"/providerIdentifiers/" + i0+"/value",schemaPath:"#/definitions/provider-identifier/allOf/1/then/properties/value/pattern",keyword:"pattern",params:{pattern: "^[0-9]*$"}};
if(vErrors === null){
vErrors = [err208];
}
else {
vErrors.push(err208);
}
errors++;
}
if(pattern1.test(data39)){
const err209 = {instancePath:instancePath+"/providerIdentifiers/" + i0+"/value",schemaPath:"#/definitions/provider-identifier/allOf/1/then/properties/value/validCharacters",keyword:"validCharacters",params:{messageId: "field.invalid"}};
if(vErrors === null){
vErrors = [err209];
}
else {
vErrors.push(err209);
}
errors++;
}
let sum0 = 24;
if(/^[0-9]{10}$/.test(data39)){
for(let i1=0; i1<9; i1++){
let digit0 = data39.charCodeAt(i1) - 48;
if(i1 % 2 === 0){
digit0 = digit0 * 2;
if(digit0 > 9){
digit0 = digit0 - 9;
}
}
sum0 = sum0 + digit0;
}
if((10 - (sum0 % 10)) % 10 !== data39.charCodeAt(9) - 48){
const err210 = {instancePath:instancePath+"/providerIdentifiers/" + i0+"/value",schemaPath:"#/definitions/provider-identifier/allOf/1/then/properties/value/npiCheckDigit",keyword:"npiCheckDigit",params:{}};
if(vErrors === null){
vErrors = [err210];
}
else {
vErrors.push(err210);
}
errors++;
}
}
}
else {
const err211 = {instancePath:instancePath+"/providerIdentifiers/" + i0+"/value",schemaPath:"#/definitions/provider-identifier/allOf/1/then/properties/value/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err211];
}
else {
vErrors.push(err211);
}
errors++;
}
}
}
var _valid6 = _errs222 === errors;
valid37 = _valid6;
}
if(!valid37){
const err212 = {instancePath:instancePath+"/providerIdentifiers/" + i0,schemaPath:"#/definitions/provider-identifier/allOf/1/if",keyword:"if",params:{failingKeyword: "then"}};
if(vErrors === null){
vErrors = [err212];
}
else {
vErrors.push(err212);
}
errors++;
}
const _errs226 = errors;
let valid40 = true;
const _errs227 = errors;
if(errors === _errs227){
if(data35 && typeof data35 == "object" && !Array.isArray(data35)){
let missing4;
if((data35.type === undefined) && (missing4 = "type")){
const err213 = {};
if(vErrors === null){
vErrors = [err213];
}
else {
vErrors.push(err213);
}
errors++;
}
else {
if(data35.type !== undefined){
if(3 !== data35.type){
const err214 = {};
if(vErrors === null){
vErrors = [err214];
}
else {
vErrors.push(err214);
}
errors++;
}
}
}
}
else {
const err215 = {};
if(vErrors === null){
vErrors = [err215];
}
else {
vErrors.push(err215);
}
errors++;
}
}
var _valid7 = _errs227 === errors;
errors = _errs226;
if(vErrors !== null){
if(_errs226){
vErrors.length = _errs226;
}
else {
vErrors = null;
}
}
if(_valid7){
const _errs230 = errors;
if(data35 && typeof data35 == "object" && !Array.isArray(data35)){
if(data35.value !== undefined){
let data41 = data35.value;
if(typeof data41 === "string"){
if(!pattern40.test(data41)){
const err216 = {instancePath:instancePath+"/providerIdentifiers/" + i0+"/value",schemaPath:"#/definitions/provider-identifier/allOf/2/then/properties/value/patternRules",keyword:"patternRules",params:{messageId: "providerIdentifier.clidLength", pattern: "^[\\s\\S]{0,36}$"}};
if(vErrors === null){
vErrors = [err216];
}
else {
vErrors.push(err216);
}
errors++;
}
if(pattern1.test(data41)){
const err217 = {instancePath:instancePath+"/providerIdentifiers/" + i0+"/value",schemaPath:"#/definitions/provider-identifier/allOf/2/then/properties/value/validCharacters",keyword:"validCharacters",params:{messageId: "field.invalid"}};
if(vErrors === null){
vErrors = [err217];
}
else {
vErrors.push(err217);
}
errors++;
}
}
else {
const err218 = {instancePath:instancePath+"/providerIdentifiers/" + i0+"/value",schemaPath:"#/definitions/provider-identifier/allOf/2/then/properties/value/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err218];
}
else {
vErrors.push(err218);
}
errors++;
}
}
}
var _valid7 = _errs230 === errors;
valid40 = _valid7;
}
if(!valid40){
const err219 = {instancePath:instancePath+"/providerIdentifiers/" + i0,schemaPath:"#/definitions/provider-identifier/allOf/2/if",keyword:"if",params:{failingKeyword: "then"}};
if(vErrors === null){
vErrors = [err219];
}
else {
vErrors.push(err219);
}
errors++;
}
if(data35 && typeof data35 == "object" && !Array.isArray(data35)){
if(data35.type === undefined){
const err220 = {instancePath:instancePath+"/providerIdentifiers/" + i0,schemaPath:"#/definitions/provider-identifier/required",keyword:"required",params:{missingProperty: "type"}};
if(vErrors === null){
vErrors = [err220];
}
else {
vErrors.push(err220);
}
errors++;
}
if(data35.value === undefined){
const err221 = {instancePath:instancePath+"/providerIdentifiers/" + i0,schemaPath:"#/definitions/provider-identifier/required",keyword:"required",params:{missingProperty: "value"}};
if(vErrors === null){
vErrors = [err221];
}
else {
vErrors.push(err221);
}
errors++;
}
if(data35.type !== undefined){
let data42 = data35.type;
if(!((typeof data42 == "number") && (!(data42 % 1) && !isNaN(data42)))){
const err222 = {instancePath:instancePath+"/providerIdentifiers/" + i0+"/type",schemaPath:"#/definitions/provider-identifier/properties/type/type",keyword:"type",params:{type: "integer"}};
if(vErrors === null){
vErrors = [err222];
}
else {
vErrors.push(err222);
}
errors++;
}
const _errs235 = errors;
let valid44 = false;
let passing2 = null;
const _errs236 = errors;
if(0 !== data42){
const err223 = {instancePath:instancePath+"/providerIdentifiers/" + i0+"/type",schemaPath:"#/definitions/provider-identifier/properties/type/oneOf/0/const",keyword:"const",params:{allowedValue: 0}};
if(vErrors === null){
vErrors = [err223];
}
else {
vErrors.push(err223);
}
errors++;
}
var _valid8 = _errs236 === errors;
if(_valid8){
valid44 = true;
passing2 = 0;
}
const _errs237 = errors;
if(1 !== data42){
const err224 = {instancePath:instancePath+"/providerIdentifiers/" + i0+"/type",schemaPath:"#/definitions/provider-identifier/properties/type/oneOf/1/const",keyword:"const",params:{allowedValue: 1}};
if(vErrors === null){
vErrors = [err224];
}
else {
vErrors.push(err224);
}
errors++;
}
var _valid8 = _errs237 === errors;
if(_valid8 && valid44){
valid44 = false;
passing2 = [passing2, 1];
}
else {
if(_valid8){
valid44 = true;
passing2 = 1;
}
const _errs238 = errors;
if(2 !== data42){
const err225 = {instancePath:instancePath+"/providerIdentifiers/" + i0+"/type",schemaPath:"#/definitions/provider-identifier/properties/type/oneOf/2/const",keyword:"const",params:{allowedValue: 2}};
if(vErrors === null){
vErrors = [err225];
}
else {
vErrors.push(err225);
}
errors++;
}
var _valid8 = _errs238 === errors;
if(_valid8 && valid44){
valid44 = false;
passing2 = [passing2, 2];
}
else {
if(_valid8){
valid44 = true;
passing2 = 2;
}
const _errs239 = errors;
if(3 !== data42){
const err226 = {instancePath:instancePath+"/providerIdentifiers/" + i0+"/type",schemaPath:"#/definitions/provider-identifier/properties/type/oneOf/3/const",keyword:"const",params:{allowedValue: 3}};
if(vErrors === null){
vErrors = [err226];
}
else {
vErrors.push(err226);
}
errors++;
}
var _valid8 = _errs239 === errors;
if(_valid8 && valid44){
valid44 = false;
passing2 = [passing2, 3];
}
else {
if(_valid8){
valid44 = true;
passing2 = 3;
}
const _errs240 = errors;
if(4 !== data42){
const err227 = {instancePath:instancePath+"/providerIdentifiers/" + i0+"/type",schemaPath:"#/definitions/provider-identifier/properties/type/oneOf/4/const",keyword:"const",params:{allowedValue: 4}};
if(vErrors === null){
vErrors = [err227];
}
else {
vErrors.push(err227);
}
errors++;
}
var _valid8 = _errs240 === errors;
if(_valid8 && valid44){
valid44 = false;
passing2 = [passing2, 4];
}
else {
if(_valid8){
valid44 = true;
passing2 = 4;
}
const _errs241 = errors;
if(5 !== data42){
const err228 = {instancePath:instancePath+"/providerIdentifiers/" + i0+"/type",schemaPath:"#/definitions/provider-identifier/properties/type/oneOf/5/const",keyword:"const",params:{allowedValue: 5}};
if(vErrors === null){
vErrors = [err228];
}
else {
vErrors.push(err228);
}
errors++;
}
var _valid8 = _errs241 === errors;
if(_valid8 && valid44){
valid44 = false;
passing2 = [passing2, 5];
}
else {
if(_valid8){
valid44 = true;
passing2 = 5;
}
}
}
}
}
}
if(!valid44){
const err229 = {instancePath:instancePath+"/providerIdentifiers/" + i0+"/type",schemaPath:"#/definitions/provider-identifier/properties/type/oneOf",keyword:"oneOf",params:{passingSchemas: passing2}};
if(vErrors === null){
vErrors = [err229];
}
else {
vErrors.push(err229);
}
errors++;
}
else {
errors = _errs235;
if(vErrors !== null){
if(_errs235){
vErrors.length = _errs235;
}
else {
vErrors = null;
}
}
}
}
if(data35.value !== undefined){
let data43 = data35.value;
if(typeof data43 === "string"){
if(pattern1.test(data43)){
const err230 = {instancePath:instancePath+"/providerIdentifiers/" + i0+"/value",schemaPath:"#/definitions/provider-identifier/properties/value/validCharacters",keyword:"validCharacters",params:{messageId: "field.invalid"}};
if(vErrors === null){
vErrors = [err230];
}
else {
vErrors.push(err230);
}
errors++;
}
}
else {
const err231 = {instancePath:instancePath+"/providerIdentifiers/" + i0+"/value",schemaPath:"#/definitions/provider-identifier/properties/value/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err231];
}
else {
vErrors.push(err231);
}
errors++;
}
}
}
else {
const err232 = {instancePath:instancePath+"/providerIdentifiers/" + i0,schemaPath:"#/definitions/provider-identifier/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err232];
}
else {
vErrors.push(err232);
}
errors++;
}
}
}
else {
const err233 = {instancePath:instancePath+"/providerIdentifiers",schemaPath:"#/properties/providerIdentifiers/type",keyword:"type",params:{type: "array"}};
if(vErrors === null){
vErrors = [err233];
}
else {
vErrors.push(err233);
}
errors++;
}
}
if(data.providerClients !== undefined){
let data44 = data.providerClients;
if(Array.isArray(data44)){
if(data44.length > 500){
const err234 = {instancePath:instancePath+"/providerClients",schemaPath:"#/properties/providerClients/maxItems",keyword:"maxItems",params:{limit: 500}};
if(vErrors === null){
vErrors = [err234];
}
else {
vErrors.push(err234);
}
errors++;
}
const len1 = data44.length;
for(let i2=0; i2<len1; i2++){
let data45 = data44[i2];
if(data45 && typeof data45 == "object" && !Array.isArray(data45)){
if(data45.id === undefined){
const err235 = {instancePath:instancePath+"/providerClients/" + i2,schemaPath:"#/properties/providerClients/items/required",keyword:"required",params:{missingProperty: "id"}};
if(vErrors === null){
vErrors = [err235];
}
else {
vErrors.push(err235);
}
errors++;
}
if(data45.id !== undefined){
let data46 = data45.id;
if(!((typeof data46 == "number") && (!(data46 % 1) && !isNaN(data46)))){
const err236 = {instancePath:instancePath+"/providerClients/" + i2+"/id",schemaPath:"#/properties/providerClients/items/properties/id/type",keyword:"type",params:{type: "integer"}};
if(vErrors === null){
vErrors = [err236];
}
else {
vErrors.push(err236);
}
errors++;
}
if(typeof data46 == "number"){
if(data46 > 2147483647 || isNaN(data46)){
const err237 = {instancePath:instancePath+"/providerClients/" + i2+"/id",schemaPath:"#/properties/providerClients/items/properties/id/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647}};
if(vErrors === null){
vErrors = [err237];
}
else {
vErrors.push(err237);
}
errors++;
}
if(data46 < 1 || isNaN(data46)){
const err238 = {instancePath:instancePath+"/providerClients/" + i2+"/id",schemaPath:"#/properties/providerClients/items/properties/id/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1}};
if(vErrors === null){
vErrors = [err238];
}
else {
vErrors.push(err238);
}
errors++;
}
}
}
if(data45.name !== undefined){
let data47 = data45.name;
if((typeof data47 !== "string") && (data47 !== null)){
const err239 = {instancePath:instancePath+"/providerClients/" + i2+"/name",schemaPath:"#/properties/providerClients/items/properties/name/type",keyword:"type",params:{type: schema28.properties.providerClients.items.properties.name.type}};
if(vErrors === null){
vErrors = [err239];
}
else {
vErrors.push(err239);
}
errors++;
}
if(typeof data47 === "string"){
if(func2(data47) > 200){
const err240 = {instancePath:instancePath+"/providerClients/" + i2+"/name",schemaPath:"#/properties/providerClients/items/properties/name/maxLength",keyword:"maxLength",params:{limit: 200}};
if(vErrors === null){
vErrors = [err240];
}
else {
vErrors.push(err240);
}
errors++;
}
if(pattern1.test(data47)){
const err241 = {instancePath:instancePath+"/providerClients/" + i2+"/name",schemaPath:"#/properties/providerClients/items/properties/name/validCharacters",keyword:"validCharacters",params:{messageId: "field.invalid"}};
if(vErrors === null){
vErrors = [err241];
}
else {
vErrors.push(err241);
}
errors++;
}
}
}
if(data45.selected !== undefined){
let data48 = data45.selected;
if((typeof data48 !== "boolean") && (data48 !== null)){
const err242 = {instancePath:instancePath+"/providerClients/" + i2+"/selected",schemaPath:"#/properties/providerClients/items/properties/selected/type",keyword:"type",params:{type: schema28.properties.providerClients.items.properties.selected.type}};
if(vErrors === null){
vErrors = [err242];
}
else {
vErrors.push(err242);
}
errors++;
}
}
if(data45.isSso !== undefined){
let data49 = data45.isSso;
if((typeof data49 !== "boolean") && (data49 !== null)){
const err243 = {instancePath:instancePath+"/providerClients/" + i2+"/isSso",schemaPath:"#/properties/providerClients/items/properties/isSso/type",keyword:"type",params:{type: schema28.properties.providerClients.items.properties.isSso.type}};
if(vErrors === null){
vErrors = [err243];
}
else {
vErrors.push(err243);
}
errors++;
}
}
if(data45.isNew !== undefined){
let data50 = data45.isNew;
if((typeof data50 !== "boolean") && (data50 !== null)){
const err244 = {instancePath:instancePath+"/providerClients/" + i2+"/isNew",schemaPath:"#/properties/providerClients/items/properties/isNew/type",keyword:"type",params:{type: schema28.properties.providerClients.items.properties.isNew.type}};
if(vErrors === null){
vErrors = [err244];
}
else {
vErrors.push(err244);
}
errors++;
}
}
if(data45.pin !== undefined){
let data51 = data45.pin;
if((typeof data51 !== "string") && (data51 !== null)){
const err245 = {instancePath:instancePath+"/providerClients/" + i2+"/pin",schemaPath:"#/properties/providerClients/items/properties/pin/type",keyword:"type",params:{type: schema28.properties.providerClients.items.properties.pin.type}};
if(vErrors === null){
vErrors = [err245];
}
else {
vErrors.push(err245);
}
errors++;
}
if(typeof data51 === "string"){
if(func2(data51) > 20){
const err246 = {instancePath:instancePath+"/providerClients/" + i2+"/pin",schemaPath:"#/properties/providerClients/items/properties/pin/maxLength",keyword:"maxLength",params:{limit: 20}};
if(vErrors === null){
vErrors = [err246];
}
else {
vErrors.push(err246);
}
errors++;
}
if(pattern1.test(data51)){
const err247 = {instancePath:instancePath+"/providerClients/" + i2+"/pin",schemaPath:"#/properties/providerClients/items/properties/pin/validCharacters",keyword:"validCharacters",params:{messageId: "field.invalid"}};
if(vErrors === null){
vErrors = [err247];
}
else {
vErrors.push(err247);
}
errors++;
}
}
}
if(data45.url !== undefined){
let data52 = data45.url;
if((typeof data52 !== "string") && (data52 !== null)){
const err248 = {instancePath:instancePath+"/providerClients/" + i2+"/url",schemaPath:"#/properties/providerClients/items/properties/url/type",keyword:"type",params:{type: schema28.properties.providerClients.items.properties.url.type}};
if(vErrors === null){
vErrors = [err248];
}
else {
vErrors.push(err248);
}
errors++;
}
if(typeof data52 === "string"){
if(func2(data52) > 500){
const err249 = {instancePath:instancePath+"/providerClients/" + i2+"/url",schemaPath:"#/properties/providerClients/items/properties/url/maxLength",keyword:"maxLength",params:{limit: 500}};
if(vErrors === null){
vErrors = [err249];
}
else {
vErrors.push(err249);
}
errors++;
}
if(pattern1.test(data52)){
const err250 = {instancePath:instancePath+"/providerClients/" + i2+"/url",schemaPath:"#/properties/providerClients/items/properties/url/validCharacters",keyword:"validCharacters",params:{messageId: "field.invalid"}};
if(vErrors === null){
vErrors = [err250];
}
else {
vErrors.push(err250);
}
errors++;
}
}
}
if(data45.totalProviders !== undefined){
let data53 = data45.totalProviders;
if((!((typeof data53 == "number") && (!(data53 % 1) && !isNaN(data53)))) && (data53 !== null)){
const err251 = {instancePath:instancePath+"/providerClients/" + i2+"/totalProviders",schemaPath:"#/properties/providerClients/items/properties/totalProviders/type",keyword:"type",params:{type: schema28.properties.providerClients.items.properties.totalProviders.type}};
if(vErrors === null){
vErrors = [err251];
}
else {
vErrors.push(err251);
}
errors++;
}
if(typeof data53 == "number"){
if(data53 > 2147483647 || isNaN(data53)){
const err252 = {instancePath:instancePath+"/providerClients/" + i2+"/totalProviders",schemaPath:"#/properties/providerClients/items/properties/totalProviders/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647}};
if(vErrors === null){
vErrors = [err252];
}
else {
vErrors.push(err252);
}
errors++;
}
if(data53 < 0 || isNaN(data53)){
const err253 = {instancePath:instancePath+"/providerClients/" + i2+"/totalProviders",schemaPath:"#/properties/providerClients/items/properties/totalProviders/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0}};
if(vErrors === null){
vErrors = [err253];
}
else {
vErrors.push(err253);
}
errors++;
}
}
}
}
else {
const err254 = {instancePath:instancePath+"/providerClients/" + i2,schemaPath:"#/properties/providerClients/items/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err254];
}
else {
vErrors.push(err254);
}
errors++;
}
}
}
else {
const err255 = {instancePath:instancePath+"/providerClients",schemaPath:"#/properties/providerClients/type",keyword:"type",params:{type: "array"}};
if(vErrors === null){
vErrors = [err255];
}
else {
vErrors.push(err255);
}
errors++;
}
}
if(data.termsOfUse !== undefined){
let data54 = data.termsOfUse;
if(typeof data54 !== "boolean"){
const err256 = {instancePath:instancePath+"/termsOfUse",schemaPath:"#/definitions/terms-of-use/type",keyword:"type",params:{type: "boolean"}};
if(vErrors === null){
vErrors = [err256];
}
else {
vErrors.push(err256);
}
errors++;
}
if(true !== data54){
const err257 = {instancePath:instancePath+"/termsOfUse",schemaPath:"#/definitions/terms-of-use/const",keyword:"const",params:{allowedValue: true}};
if(vErrors === null){
vErrors = [err257];
}
else {
vErrors.push(err257);
}
errors++;
}
}
if(data.oktaUserId !== undefined){
let data55 = data.oktaUserId;
if((typeof data55 !== "string") && (data55 !== null)){
const err258 = {instancePath:instancePath+"/oktaUserId",schemaPath:"#/properties/oktaUserId/type",keyword:"type",params:{type: schema28.properties.oktaUserId.type}};
if(vErrors === null){
vErrors = [err258];
}
else {
vErrors.push(err258);
}
errors++;
}
if(typeof data55 === "string"){
if(func2(data55) > 100){
const err259 = {instancePath:instancePath+"/oktaUserId",schemaPath:"#/properties/oktaUserId/maxLength",keyword:"maxLength",params:{limit: 100}};
if(vErrors === null){
vErrors = [err259];
}
else {
vErrors.push(err259);
}
errors++;
}
if(pattern1.test(data55)){
const err260 = {instancePath:instancePath+"/oktaUserId",schemaPath:"#/properties/oktaUserId/validCharacters",keyword:"validCharacters",params:{messageId: "field.invalid"}};
if(vErrors === null){
vErrors = [err260];
}
else {
vErrors.push(err260);
}
errors++;
}
}
}
if(data["confirmPassword"] !== undefined && data["confirmPassword"] !== data["password"]){
const err261 = {instancePath:instancePath+"/confirmPassword",schemaPath:"#/equalsField",keyword:"equalsField",params:{messageId: "password.mismatch", other: "password"}};
if(vErrors === null){
vErrors = [err261];
}
else {
vErrors.push(err261);
}
errors++;
}
if(typeof data["password"] == "string" && typeof data["username"] == "string" && [data["username"]].some((part) => part.length > 0 && data["password"].toLowerCase().includes(part.toLowerCase()))){
const err262 = {instancePath:instancePath+"/password",schemaPath:"#/excludesFieldValues",keyword:"excludesFieldValues",params:{messageId: "identityProvider.password.notContainUsername", other: "username"}};
if(vErrors === null){
vErrors = [err262];
}
else {
vErrors.push(err262);
}
errors++;
}
if(typeof data["password"] == "string" && typeof data["username"] == "string" && [data["username"].lastIndexOf("@") < 0 ? data["username"] : data["username"].slice(0, data["username"].lastIndexOf("@"))].some((part) => part.length > 0 && data["password"].toLowerCase().includes(part.toLowerCase()))){
const err263 = {instancePath:instancePath+"/password",schemaPath:"#/excludesFieldValues",keyword:"excludesFieldValues",params:{messageId: "identityProvider.password.notContainEmailLocalPart", other: "username"}};
if(vErrors === null){
vErrors = [err263];
}
else {
vErrors.push(err263);
}
errors++;
}
if(typeof data["password"] == "string" && typeof data["username"] == "string" && (data["username"].lastIndexOf("@") < 0 ? [] : data["username"].slice(data["username"].lastIndexOf("@") + 1).split(".").slice(0, -1).filter((label) => label.length >= 3)).some((part) => part.length > 0 && data["password"].toLowerCase().includes(part.toLowerCase()))){
const err264 = {instancePath:instancePath+"/password",schemaPath:"#/excludesFieldValues",keyword:"excludesFieldValues",params:{messageId: "identityProvider.password.notContainEmailDomain", other: "username"}};
if(vErrors === null){
vErrors = [err264];
}
else {
vErrors.push(err264);
}
errors++;
}
if(typeof data["password"] == "string" && typeof data["firstName"] == "string" && [data["firstName"]].some((part) => part.length > 0 && data["password"].toLowerCase().includes(part.toLowerCase()))){
const err265 = {instancePath:instancePath+"/password",schemaPath:"#/excludesFieldValues",keyword:"excludesFieldValues",params:{messageId: "identityProvider.password.notContainFirstName", other: "firstName"}};
if(vErrors === null){
vErrors = [err265];
}
else {
vErrors.push(err265);
}
errors++;
}
if(typeof data["password"] == "string" && typeof data["lastName"] == "string" && [data["lastName"]].some((part) => part.length > 0 && data["password"].toLowerCase().includes(part.toLowerCase()))){
const err266 = {instancePath:instancePath+"/password",schemaPath:"#/excludesFieldValues",keyword:"excludesFieldValues",params:{messageId: "identityProvider.password.notContainLastName", other: "lastName"}};
if(vErrors === null){
vErrors = [err266];
}
else {
vErrors.push(err266);
}
errors++;
}
}
else {
const err267 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err267];
}
else {
vErrors.push(err267);
}
errors++;
}
validate11.errors = vErrors;
return errors === 0;
}

__validators["14429ab4"] = validate12;
const schema48 = {"type":"object","properties":{"isInternalUser":{"const":true}},"required":["isInternalUser"],"$id":"14429ab4"};

function validate12(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="14429ab4" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.isInternalUser === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "isInternalUser"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.isInternalUser !== undefined){
if(true !== data.isInternalUser){
const err1 = {instancePath:instancePath+"/isInternalUser",schemaPath:"#/properties/isInternalUser/const",keyword:"const",params:{allowedValue: true}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
}
else {
const err2 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
validate12.errors = vErrors;
return errors === 0;
}

__validators["-509f1fac"] = validate13;
const schema49 = {"type":"object","properties":{"useSameEmail":{"const":true}},"required":["useSameEmail"],"$id":"-509f1fac"};

function validate13(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="-509f1fac" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.useSameEmail === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "useSameEmail"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.useSameEmail !== undefined){
if(true !== data.useSameEmail){
const err1 = {instancePath:instancePath+"/useSameEmail",schemaPath:"#/properties/useSameEmail/const",keyword:"const",params:{allowedValue: true}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
}
else {
const err2 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
validate13.errors = vErrors;
return errors === 0;
}

__validators["12b25410"] = validate14;
const schema50 = {"type":"integer","$id":"12b25410"};

function validate14(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="12b25410" */;
let vErrors = null;
let errors = 0;
if(!((typeof data == "number") && (!(data % 1) && !isNaN(data)))){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "integer"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate14.errors = vErrors;
return errors === 0;
}

__validators["18eae961"] = validate15;
const schema51 = {"const":1,"title":"caption.role.1","$id":"18eae961"};

function validate15(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="18eae961" */;
let vErrors = null;
let errors = 0;
if(1 !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: 1}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate15.errors = vErrors;
return errors === 0;
}

__validators["523bfde3"] = validate16;
const schema52 = {"const":2,"title":"caption.role.2","$id":"523bfde3"};

function validate16(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="523bfde3" */;
let vErrors = null;
let errors = 0;
if(2 !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: 2}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate16.errors = vErrors;
return errors === 0;
}

__validators["-1d0c497"] = validate17;
const schema53 = {"const":5,"title":"caption.role.5","$id":"-1d0c497"};

function validate17(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="-1d0c497" */;
let vErrors = null;
let errors = 0;
if(5 !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: 5}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate17.errors = vErrors;
return errors === 0;
}

__validators["1487c6f"] = validate18;
const schema54 = {"const":10,"title":"caption.role.10","$id":"1487c6f"};

function validate18(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="1487c6f" */;
let vErrors = null;
let errors = 0;
if(10 !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: 10}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate18.errors = vErrors;
return errors === 0;
}

__validators["-6e5fde95"] = validate19;
const schema55 = {"const":"AL","title":"caption.alabama","$id":"-6e5fde95"};

function validate19(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="-6e5fde95" */;
let vErrors = null;
let errors = 0;
if("AL" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "AL"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate19.errors = vErrors;
return errors === 0;
}

__validators["4ea3e8e8"] = validate20;
const schema56 = {"const":"AK","title":"caption.alaska","$id":"4ea3e8e8"};

function validate20(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="4ea3e8e8" */;
let vErrors = null;
let errors = 0;
if("AK" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "AK"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate20.errors = vErrors;
return errors === 0;
}

__validators["1074e3cc"] = validate21;
const schema57 = {"const":"AR","title":"caption.arkansas","$id":"1074e3cc"};

function validate21(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="1074e3cc" */;
let vErrors = null;
let errors = 0;
if("AR" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "AR"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate21.errors = vErrors;
return errors === 0;
}

__validators["-7bdfd507"] = validate22;
const schema58 = {"const":"CA","title":"caption.california","$id":"-7bdfd507"};

function validate22(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="-7bdfd507" */;
let vErrors = null;
let errors = 0;
if("CA" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "CA"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate22.errors = vErrors;
return errors === 0;
}

__validators["-49aa8564"] = validate23;
const schema59 = {"const":"CO","title":"caption.colorado","$id":"-49aa8564"};

function validate23(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="-49aa8564" */;
let vErrors = null;
let errors = 0;
if("CO" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "CO"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate23.errors = vErrors;
return errors === 0;
}

__validators["-6000cbd5"] = validate24;
const schema60 = {"const":"CT","title":"caption.connecticut","$id":"-6000cbd5"};

function validate24(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="-6000cbd5" */;
let vErrors = null;
let errors = 0;
if("CT" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "CT"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate24.errors = vErrors;
return errors === 0;
}

__validators["1213def1"] = validate25;
const schema61 = {"const":"DE","title":"caption.delaware","$id":"1213def1"};

function validate25(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="1213def1" */;
let vErrors = null;
let errors = 0;
if("DE" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "DE"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate25.errors = vErrors;
return errors === 0;
}

__validators["50baaa47"] = validate26;
const schema62 = {"const":"DC","title":"caption.districtOfColumbia","$id":"50baaa47"};

function validate26(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="50baaa47" */;
let vErrors = null;
let errors = 0;
if("DC" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "DC"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate26.errors = vErrors;
return errors === 0;
}

__validators["7aa712ba"] = validate27;
const schema63 = {"const":"FL","title":"caption.florida","$id":"7aa712ba"};

function validate27(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="7aa712ba" */;
let vErrors = null;
let errors = 0;
if("FL" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "FL"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate27.errors = vErrors;
return errors === 0;
}

__validators["71e7388f"] = validate28;
const schema64 = {"const":"GA","title":"caption.georgia","$id":"71e7388f"};

function validate28(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="71e7388f" */;
let vErrors = null;
let errors = 0;
if("GA" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "GA"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate28.errors = vErrors;
return errors === 0;
}

__validators["4400f3e1"] = validate29;
const schema65 = {"const":"HI","title":"caption.hawaii","$id":"4400f3e1"};

function validate29(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="4400f3e1" */;
let vErrors = null;
let errors = 0;
if("HI" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "HI"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate29.errors = vErrors;
return errors === 0;
}

__validators["-34d13f61"] = validate30;
const schema66 = {"const":"ID","title":"caption.idaho","$id":"-34d13f61"};

function validate30(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="-34d13f61" */;
let vErrors = null;
let errors = 0;
if("ID" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "ID"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate30.errors = vErrors;
return errors === 0;
}

__validators["-14c1a519"] = validate31;
const schema67 = {"const":"IL","title":"caption.illinois","$id":"-14c1a519"};

function validate31(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="-14c1a519" */;
let vErrors = null;
let errors = 0;
if("IL" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "IL"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate31.errors = vErrors;
return errors === 0;
}

__validators["6302ba6"] = validate32;
const schema68 = {"const":"IN","title":"caption.indiana","$id":"6302ba6"};

function validate32(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="6302ba6" */;
let vErrors = null;
let errors = 0;
if("IN" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "IN"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate32.errors = vErrors;
return errors === 0;
}

__validators["-171f6649"] = validate33;
const schema69 = {"const":"IA","title":"caption.iowa","$id":"-171f6649"};

function validate33(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="-171f6649" */;
let vErrors = null;
let errors = 0;
if("IA" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "IA"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate33.errors = vErrors;
return errors === 0;
}

__validators["515cfdc4"] = validate34;
const schema70 = {"const":"KS","title":"caption.kansas","$id":"515cfdc4"};

function validate34(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="515cfdc4" */;
let vErrors = null;
let errors = 0;
if("KS" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "KS"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate34.errors = vErrors;
return errors === 0;
}

__validators["197932cd"] = validate35;
const schema71 = {"const":"KY","title":"caption.kentucky","$id":"197932cd"};

function validate35(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="197932cd" */;
let vErrors = null;
let errors = 0;
if("KY" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "KY"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate35.errors = vErrors;
return errors === 0;
}

__validators["-12091ed"] = validate36;
const schema72 = {"const":"LA","title":"caption.louisiana","$id":"-12091ed"};

function validate36(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="-12091ed" */;
let vErrors = null;
let errors = 0;
if("LA" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "LA"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate36.errors = vErrors;
return errors === 0;
}

__validators["-694e5d45"] = validate37;
const schema73 = {"const":"ME","title":"caption.maine","$id":"-694e5d45"};

function validate37(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="-694e5d45" */;
let vErrors = null;
let errors = 0;
if("ME" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "ME"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate37.errors = vErrors;
return errors === 0;
}

__validators["652ef2ee"] = validate38;
const schema74 = {"const":"MD","title":"caption.maryland","$id":"652ef2ee"};

function validate38(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="652ef2ee" */;
let vErrors = null;
let errors = 0;
if("MD" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "MD"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate38.errors = vErrors;
return errors === 0;
}

__validators["47deb409"] = validate39;
const schema75 = {"const":"MA","title":"caption.massachusetts","$id":"47deb409"};

function validate39(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="47deb409" */;
let vErrors = null;
let errors = 0;
if("MA" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "MA"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate39.errors = vErrors;
return errors === 0;
}

__validators["6c66748f"] = validate40;
const schema76 = {"const":"MI","title":"caption.michigan","$id":"6c66748f"};

function validate40(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="6c66748f" */;
let vErrors = null;
let errors = 0;
if("MI" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "MI"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate40.errors = vErrors;
return errors === 0;
}

__validators["-672a0776"] = validate41;
const schema77 = {"const":"MN","title":"caption.minnesota","$id":"-672a0776"};

function validate41(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="-672a0776" */;
let vErrors = null;
let errors = 0;
if("MN" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "MN"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate41.errors = vErrors;
return errors === 0;
}

__validators["-eccb956"] = validate42;
const schema78 = {"const":"MS","title":"caption.mississippi","$id":"-eccb956"};

function validate42(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="-eccb956" */;
let vErrors = null;
let errors = 0;
if("MS" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "MS"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate42.errors = vErrors;
return errors === 0;
}

__validators["3f73d856"] = validate43;
const schema79 = {"const":"MO","title":"caption.missouri","$id":"3f73d856"};

function validate43(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="3f73d856" */;
let vErrors = null;
let errors = 0;
if("MO" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "MO"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate43.errors = vErrors;
return errors === 0;
}

__validators["-22874296"] = validate44;
const schema80 = {"const":"MT","title":"caption.montana","$id":"-22874296"};

function validate44(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="-22874296" */;
let vErrors = null;
let errors = 0;
if("MT" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "MT"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate44.errors = vErrors;
return errors === 0;
}

__validators["-4207e8e9"] = validate45;
const schema81 = {"const":"NE","title":"caption.nebraska","$id":"-4207e8e9"};

function validate45(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="-4207e8e9" */;
let vErrors = null;
let errors = 0;
if("NE" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "NE"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate45.errors = vErrors;
return errors === 0;
}

__validators["-4859938a"] = validate46;
const schema82 = {"const":"NV","title":"caption.nevada","$id":"-4859938a"};

function validate46(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="-4859938a" */;
let vErrors = null;
let errors = 0;
if("NV" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "NV"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate46.errors = vErrors;
return errors === 0;
}

__validators["-10b09a90"] = validate47;
const schema83 = {"const":"NH","title":"caption.newHampshire","$id":"-10b09a90"};

function validate47(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="-10b09a90" */;
let vErrors = null;
let errors = 0;
if("NH" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "NH"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate47.errors = vErrors;
return errors === 0;
}

__validators["2a5cab43"] = validate48;
const schema84 = {"const":"NJ","title":"caption.newJersey","$id":"2a5cab43"};

function validate48(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="2a5cab43" */;
let vErrors = null;
let errors = 0;
if("NJ" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "NJ"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate48.errors = vErrors;
return errors === 0;
}

__validators["-55965af5"] = validate49;
const schema85 = {"const":"NM","title":"caption.newMexico","$id":"-55965af5"};

function validate49(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="-55965af5" */;
let vErrors = null;
let errors = 0;
if("NM" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "NM"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate49.errors = vErrors;
return errors === 0;
}

__validators["-1f05f58f"] = validate50;
const schema86 = {"const":"NY","title":"caption.newYork","$id":"-1f05f58f"};

function validate50(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="-1f05f58f" */;
let vErrors = null;
let errors = 0;
if("NY" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "NY"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate50.errors = vErrors;
return errors === 0;
}

__validators["-2dba5584"] = validate51;
const schema87 = {"const":"NC","title":"caption.northCarolina","$id":"-2dba5584"};

function validate51(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="-2dba5584" */;
let vErrors = null;
let errors = 0;
if("NC" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "NC"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate51.errors = vErrors;
return errors === 0;
}

__validators["-10addd80"] = validate52;
const schema88 = {"const":"ND","title":"caption.northDakota","$id":"-10addd80"};

function validate52(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="-10addd80" */;
let vErrors = null;
let errors = 0;
if("ND" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "ND"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate52.errors = vErrors;
return errors === 0;
}

__validators["578c8aa5"] = validate53;
const schema89 = {"const":"OH","title":"caption.ohio","$id":"578c8aa5"};

function validate53(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="578c8aa5" */;
let vErrors = null;
let errors = 0;
if("OH" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "OH"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate53.errors = vErrors;
return errors === 0;
}

__validators["-23f2c751"] = validate54;
const schema90 = {"const":"OK","title":"caption.oklahoma","$id":"-23f2c751"};

function validate54(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="-23f2c751" */;
let vErrors = null;
let errors = 0;
if("OK" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "OK"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate54.errors = vErrors;
return errors === 0;
}

__validators["189bbe00"] = validate55;
const schema91 = {"const":"OR","title":"caption.oregon","$id":"189bbe00"};

function validate55(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="189bbe00" */;
let vErrors = null;
let errors = 0;
if("OR" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "OR"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate55.errors = vErrors;
return errors === 0;
}

__validators["-4290a308"] = validate56;
const schema92 = {"const":"PA","title":"caption.pennsylvania","$id":"-4290a308"};

function validate56(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="-4290a308" */;
let vErrors = null;
let errors = 0;
if("PA" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "PA"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate56.errors = vErrors;
return errors === 0;
}

__validators["-70179f3"] = validate57;
const schema93 = {"const":"PR","title":"caption.puertoRico","$id":"-70179f3"};

function validate57(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="-70179f3" */;
let vErrors = null;
let errors = 0;
if("PR" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "PR"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate57.errors = vErrors;
return errors === 0;
}

__validators["-22571843"] = validate58;
const schema94 = {"const":"RI","title":"caption.rhodeIsland","$id":"-22571843"};

function validate58(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="-22571843" */;
let vErrors = null;
let errors = 0;
if("RI" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "RI"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate58.errors = vErrors;
return errors === 0;
}

__validators["-5bac14e1"] = validate59;
const schema95 = {"const":"SC","title":"caption.southCarolina","$id":"-5bac14e1"};

function validate59(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="-5bac14e1" */;
let vErrors = null;
let errors = 0;
if("SC" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "SC"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate59.errors = vErrors;
return errors === 0;
}

__validators["-77d1d01d"] = validate60;
const schema96 = {"const":"SD","title":"caption.southDakota","$id":"-77d1d01d"};

function validate60(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="-77d1d01d" */;
let vErrors = null;
let errors = 0;
if("SD" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "SD"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate60.errors = vErrors;
return errors === 0;
}

__validators["-6c8b8e1b"] = validate61;
const schema97 = {"const":"TN","title":"caption.tennessee","$id":"-6c8b8e1b"};

function validate61(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="-6c8b8e1b" */;
let vErrors = null;
let errors = 0;
if("TN" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "TN"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate61.errors = vErrors;
return errors === 0;
}

__validators["-18a63dcc"] = validate62;
const schema98 = {"const":"TX","title":"caption.texas","$id":"-18a63dcc"};

function validate62(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="-18a63dcc" */;
let vErrors = null;
let errors = 0;
if("TX" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "TX"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate62.errors = vErrors;
return errors === 0;
}

__validators["-2f7abada"] = validate63;
const schema99 = {"const":"UT","title":"caption.utah","$id":"-2f7abada"};

function validate63(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="-2f7abada" */;
let vErrors = null;
let errors = 0;
if("UT" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "UT"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate63.errors = vErrors;
return errors === 0;
}

__validators["-2c6c82a0"] = validate64;
const schema100 = {"const":"VT","title":"caption.vermont","$id":"-2c6c82a0"};

function validate64(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="-2c6c82a0" */;
let vErrors = null;
let errors = 0;
if("VT" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "VT"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate64.errors = vErrors;
return errors === 0;
}

__validators["6a72c2fb"] = validate65;
const schema101 = {"const":"VI","title":"caption.virginIslands","$id":"6a72c2fb"};

function validate65(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="6a72c2fb" */;
let vErrors = null;
let errors = 0;
if("VI" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "VI"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate65.errors = vErrors;
return errors === 0;
}

__validators["-64896787"] = validate66;
const schema102 = {"const":"VA","title":"caption.virginia","$id":"-64896787"};

function validate66(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="-64896787" */;
let vErrors = null;
let errors = 0;
if("VA" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "VA"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate66.errors = vErrors;
return errors === 0;
}

__validators["-3171c1b"] = validate67;
const schema103 = {"const":"WA","title":"caption.washington","$id":"-3171c1b"};

function validate67(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="-3171c1b" */;
let vErrors = null;
let errors = 0;
if("WA" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "WA"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate67.errors = vErrors;
return errors === 0;
}

__validators["-2b4bc6ac"] = validate68;
const schema104 = {"const":"WV","title":"caption.westVirginia","$id":"-2b4bc6ac"};

function validate68(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="-2b4bc6ac" */;
let vErrors = null;
let errors = 0;
if("WV" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "WV"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate68.errors = vErrors;
return errors === 0;
}

__validators["-359194e0"] = validate69;
const schema105 = {"const":"WI","title":"caption.wisconsin","$id":"-359194e0"};

function validate69(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="-359194e0" */;
let vErrors = null;
let errors = 0;
if("WI" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "WI"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate69.errors = vErrors;
return errors === 0;
}

__validators["-4a5bdfa5"] = validate70;
const schema106 = {"const":"WY","title":"caption.wyoming","$id":"-4a5bdfa5"};

function validate70(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="-4a5bdfa5" */;
let vErrors = null;
let errors = 0;
if("WY" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "WY"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate70.errors = vErrors;
return errors === 0;
}

__validators["2b03dc77"] = validate71;
const schema107 = {"type":"object","properties":{"type":{"enum":[0,5]}},"required":["type"],"$id":"2b03dc77"};

function validate71(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="2b03dc77" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "type"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.type !== undefined){
let data0 = data.type;
if(!((data0 === 0) || (data0 === 5))){
const err1 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/enum",keyword:"enum",params:{allowedValues: schema107.properties.type.enum}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
}
else {
const err2 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
validate71.errors = vErrors;
return errors === 0;
}

__validators["6a64ca35"] = validate72;
const schema108 = {"type":"object","properties":{"type":{"enum":[1,2]}},"required":["type"],"$id":"6a64ca35"};

function validate72(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="6a64ca35" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "type"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.type !== undefined){
let data0 = data.type;
if(!((data0 === 1) || (data0 === 2))){
const err1 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/enum",keyword:"enum",params:{allowedValues: schema108.properties.type.enum}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
}
else {
const err2 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
validate72.errors = vErrors;
return errors === 0;
}

__validators["-421263df"] = validate73;
const schema109 = {"type":"object","properties":{"type":{"const":3}},"required":["type"],"$id":"-421263df"};

function validate73(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="-421263df" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "type"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.type !== undefined){
if(3 !== data.type){
const err1 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/const",keyword:"const",params:{allowedValue: 3}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
}
else {
const err2 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
validate73.errors = vErrors;
return errors === 0;
}

__validators["-5f126506"] = validate74;
const schema110 = {"const":0,"title":"caption.taxIdTin","$id":"-5f126506"};

function validate74(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="-5f126506" */;
let vErrors = null;
let errors = 0;
if(0 !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: 0}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate74.errors = vErrors;
return errors === 0;
}

__validators["-3efff16b"] = validate75;
const schema111 = {"const":1,"title":"caption.npi","$id":"-3efff16b"};

function validate75(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="-3efff16b" */;
let vErrors = null;
let errors = 0;
if(1 !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: 1}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate75.errors = vErrors;
return errors === 0;
}

__validators["-16d1a9ef"] = validate76;
const schema112 = {"const":2,"title":"caption.groupNpi","$id":"-16d1a9ef"};

function validate76(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="-16d1a9ef" */;
let vErrors = null;
let errors = 0;
if(2 !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: 2}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate76.errors = vErrors;
return errors === 0;
}

__validators["5bb219ba"] = validate77;
const schema113 = {"const":3,"title":"caption.providerIdClid","$id":"5bb219ba"};

function validate77(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="5bb219ba" */;
let vErrors = null;
let errors = 0;
if(3 !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: 3}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate77.errors = vErrors;
return errors === 0;
}

__validators["6d463b85"] = validate78;
const schema114 = {"const":4,"title":"caption.groupId","$id":"6d463b85"};

function validate78(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="6d463b85" */;
let vErrors = null;
let errors = 0;
if(4 !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: 4}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate78.errors = vErrors;
return errors === 0;
}

__validators["656f74c6"] = validate79;
const schema115 = {"const":5,"title":"caption.groupTin","$id":"656f74c6"};

function validate79(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="656f74c6" */;
let vErrors = null;
let errors = 0;
if(5 !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: 5}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate79.errors = vErrors;
return errors === 0;
}
