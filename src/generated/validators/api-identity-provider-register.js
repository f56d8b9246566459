// generated - do not edit: written by `npm run gen` from schemas/models/api-identity-provider-register.json; edit the schema and regenerate.
import * as __runtime0 from "ajv/dist/runtime/ucs2length.js";
const __validators = {};
export default __validators;
__validators["https://provider-portal.example/schemas/models/api-identity-provider-register.json"] = validate10;
const schema27 = {"$comment":"generated - do not edit: written by npm run gen from schemas/models/api-identity-provider-register.json","$schema":"http://json-schema.org/draft-07/schema#","$id":"https://provider-portal.example/schemas/models/api-identity-provider-register.json","title":"caption.identityProviderRegistration","type":"object","required":["firstName","lastName","email","userType"],"properties":{"firstName":{"$ref":"#/definitions/person-name","title":"caption.firstName"},"lastName":{"$ref":"#/definitions/person-name","title":"caption.lastName"},"email":{"$ref":"#/definitions/username","title":"caption.email"},"password":{"$ref":"#/definitions/password-mfa"},"login":{"$ref":"#/definitions/domain-id"},"userGroupType":{"type":"string","title":"caption.group","minLength":1,"maxLength":50,"pattern":"^[A-Za-z][A-Za-z0-9_-]*$","messages":{"required":"field.required","pattern":"field.invalid"},"validCharacters":true},"userType":{"type":"string","title":"caption.userType","enum":["External","Internal"],"validCharacters":true},"emailOtpVerificationStatus":{"type":"string","title":"caption.emailVerificationStatus","enum":["pending","verified"],"validCharacters":true}},"if":{"type":"object","properties":{"userType":{"const":"Internal"}},"required":["userType"]},"then":{"required":["login"]},"else":{"required":["password"]},"definitions":{"person-name":{"title":"caption.name","type":"string","minLength":2,"maxLength":25,"pattern":"^[A-Za-z`',\\-._ ]*$","messages":{"required":"field.required","minLength":"field.lengthBetween","maxLength":"field.lengthBetween","pattern":"name.characters"},"validCharacters":true},"username":{"title":"caption.username","type":"string","maxLength":150,"pattern":"^[A-Za-z0-9._%+'-]+@[A-Za-z0-9.-]+\\.[A-Za-z]{2,}$","messages":{"required":"field.required","maxLength":"field.maxLength","pattern":"username.invalid"},"validCharacters":true},"password-mfa":{"title":"caption.password","type":"string","writeOnly":true,"minLength":8,"patternRules":[{"pattern":"[A-Z]","messageId":"password.rule.uppercase"},{"pattern":"[a-z]","messageId":"password.rule.lowercase"},{"pattern":"[0-9]","messageId":"password.rule.digit"},{"pattern":"[!@#$%^&*]","messageId":"password.rule.special"}],"messages":{"required":"field.required","minLength":"password.rule.minLength"},"requirementOrder":["minLength","patternRules"],"validCharacters":true},"domain-id":{"title":"caption.usDomainId","type":"string","minLength":5,"pattern":"^[A-Za-z0-9]*$","messages":{"required":"field.required","minLength":"field.minLength","pattern":"field.alphanumeric"},"validCharacters":true}}};
const schema28 = {"title":"caption.name","type":"string","minLength":2,"maxLength":25,"pattern":"^[A-Za-z`',\\-._ ]*$","messages":{"required":"field.required","minLength":"field.lengthBetween","maxLength":"field.lengthBetween","pattern":"name.characters"},"validCharacters":true};
const schema30 = {"title":"caption.username","type":"string","maxLength":150,"pattern":"^[A-Za-z0-9._%+'-]+@[A-Za-z0-9.-]+\\.[A-Za-z]{2,}$","messages":{"required":"field.required","maxLength":"field.maxLength","pattern":"username.invalid"},"validCharacters":true};
const schema31 = {"title":"caption.password","type":"string","writeOnly":true,"minLength":8,"patternRules":[{"pattern":"[A-Z]","messageId":"password.rule.uppercase"},{"pattern":"[a-z]","messageId":"password.rule.lowercase"},{"pattern":"[0-9]","messageId":"password.rule.digit"},{"pattern":"[!@#$%^&*]","messageId":"password.rule.special"}],"messages":{"required":"field.required","minLength":"password.rule.minLength"},"requirementOrder":["minLength","patternRules"],"validCharacters":true};
const schema32 = {"title":"caption.usDomainId","type":"string","minLength":5,"pattern":"^[A-Za-z0-9]*$","messages":{"required":"field.required","minLength":"field.minLength","pattern":"field.alphanumeric"},"validCharacters":true};
const func2 = (__runtime0.default?.default ?? __runtime0.default);
const pattern0 = new RegExp("^[A-Za-z`',\\-._ ]*$", "u");
const pattern1 = new RegExp("[\\u0000-\\u0008\\u000C-\\u001F\\u007F-\\u009F]", "u");
const pattern4 = new RegExp("^[A-Za-z0-9._%+'-]+@[A-Za-z0-9.-]+\\.[A-Za-z]{2,}$", "u");
const pattern6 = new RegExp("[A-Z]", "u");
const pattern7 = new RegExp("[a-z]", "u");
const pattern8 = new RegExp("[0-9]", "u");
const pattern9 = new RegExp("[!@#$%^&*]", "u");
const pattern11 = new RegExp("^[A-Za-z0-9]*$", "u");
const pattern13 = new RegExp("^[A-Za-z][A-Za-z0-9_-]*$", "u");

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://provider-portal.example/schemas/models/api-identity-provider-register.json" */;
let vErrors = null;
let errors = 0;
const _errs2 = errors;
let valid0 = true;
const _errs3 = errors;
if(errors === _errs3){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.userType === undefined) && (missing0 = "userType")){
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
if(data.userType !== undefined){
if("Internal" !== data.userType){
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
var _valid0 = _errs3 === errors;
errors = _errs2;
if(vErrors !== null){
if(_errs2){
vErrors.length = _errs2;
}
else {
vErrors = null;
}
}
let ifClause0;
if(_valid0){
const _errs6 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.login === undefined){
const err3 = {instancePath,schemaPath:"#/then/required",keyword:"required",params:{missingProperty: "login"}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
var _valid0 = _errs6 === errors;
valid0 = _valid0;
ifClause0 = "then";
}
else {
const _errs7 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.password === undefined){
const err4 = {instancePath,schemaPath:"#/else/required",keyword:"required",params:{missingProperty: "password"}};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
var _valid0 = _errs7 === errors;
valid0 = _valid0;
ifClause0 = "else";
}
if(!valid0){
const err5 = {instancePath,schemaPath:"#/if",keyword:"if",params:{failingKeyword: ifClause0}};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.firstName === undefined){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "firstName"}};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data.lastName === undefined){
const err7 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "lastName"}};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data.email === undefined){
const err8 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "email"}};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data.userType === undefined){
const err9 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "userType"}};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data.firstName !== undefined){
let data1 = data.firstName;
if(typeof data1 === "string"){
if(func2(data1) > 25){
const err10 = {instancePath:instancePath+"/firstName",schemaPath:"#/definitions/person-name/maxLength",keyword:"maxLength",params:{limit: 25}};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(func2(data1) < 2){
const err11 = {instancePath:instancePath+"/firstName",schemaPath:"#/definitions/person-name/minLength",keyword:"minLength",params:{limit: 2}};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(!pattern0.test(data1)){
const err12 = {instancePath:instancePath+"/firstName",schemaPath:"#/definitions/person-name/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z`',\\-._ ]*$"}};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(pattern1.test(data1)){
const err13 = {instancePath:instancePath+"/firstName",schemaPath:"#/definitions/person-name/validCharacters",keyword:"validCharacters",params:{messageId: "name.characters"}};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
else {
const err14 = {instancePath:instancePath+"/firstName",schemaPath:"#/definitions/person-name/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.lastName !== undefined){
let data2 = data.lastName;
if(typeof data2 === "string"){
if(func2(data2) > 25){
const err15 = {instancePath:instancePath+"/lastName",schemaPath:"#/definitions/person-name/maxLength",keyword:"maxLength",params:{limit: 25}};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(func2(data2) < 2){
const err16 = {instancePath:instancePath+"/lastName",schemaPath:"#/definitions/person-name/minLength",keyword:"minLength",params:{limit: 2}};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(!pattern0.test(data2)){
const err17 = {instancePath:instancePath+"/lastName",schemaPath:"#/definitions/person-name/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z`',\\-._ ]*$"}};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(pattern1.test(data2)){
const err18 = {instancePath:instancePath+"/lastName",schemaPath:"#/definitions/person-name/validCharacters",keyword:"validCharacters",params:{messageId: "name.characters"}};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
else {
const err19 = {instancePath:instancePath+"/lastName",schemaPath:"#/definitions/person-name/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data.email !== undefined){
let data3 = data.email;
if(typeof data3 === "string"){
if(func2(data3) > 150){
const err20 = {instancePath:instancePath+"/email",schemaPath:"#/definitions/username/maxLength",keyword:"maxLength",params:{limit: 150}};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(!pattern4.test(data3)){
const err21 = {instancePath:instancePath+"/email",schemaPath:"#/definitions/username/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9._%+'-]+@[A-Za-z0-9.-]+\\.[A-Za-z]{2,}$"}};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(pattern1.test(data3)){
const err22 = {instancePath:instancePath+"/email",schemaPath:"#/definitions/username/validCharacters",keyword:"validCharacters",params:{messageId: "username.invalid"}};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
else {
const err23 = {instancePath:instancePath+"/email",schemaPath:"#/definitions/username/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data.password !== undefined){
let data4 = data.password;
if(typeof data4 === "string"){
if(func2(data4) < 8){
const err24 = {instancePath:instancePath+"/password",schemaPath:"#/definitions/password-mfa/minLength",keyword:"minLength",params:{limit: 8}};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if(!pattern6.test(data4)){
const err25 = {instancePath:instancePath+"/password",schemaPath:"#/definitions/password-mfa/patternRules",keyword:"patternRules",params:{messageId: "password.rule.uppercase", pattern: "[A-Z]"}};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if(!pattern7.test(data4)){
const err26 = {instancePath:instancePath+"/password",schemaPath:"#/definitions/password-mfa/patternRules",keyword:"patternRules",params:{messageId: "password.rule.lowercase", pattern: "[a-z]"}};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if(!pattern8.test(data4)){
const err27 = {instancePath:instancePath+"/password",schemaPath:"#/definitions/password-mfa/patternRules",keyword:"patternRules",params:{messageId: "password.rule.digit", pattern: "[0-9]"}};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if(!pattern9.test(data4)){
const err28 = {instancePath:instancePath+"/password",schemaPath:"#/definitions/password-mfa/patternRules",keyword:"patternRules",params:{messageId: "password.rule.special", pattern: "[!@#$%^&*]"}};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if(pattern1.test(data4)){
const err29 = {instancePath:instancePath+"/password",schemaPath:"#/definitions/password-mfa/validCharacters",keyword:"validCharacters",params:{messageId: "field.invalid"}};
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
const err30 = {instancePath:instancePath+"/password",schemaPath:"#/definitions/password-mfa/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data.login !== undefined){
let data5 = data.login;
if(typeof data5 === "string"){
if(func2(data5) < 5){
const err31 = {instancePath:instancePath+"/login",schemaPath:"#/definitions/domain-id/minLength",keyword:"minLength",params:{limit: 5}};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if(!pattern11.test(data5)){
const err32 = {instancePath:instancePath+"/login",schemaPath:"#/definitions/domain-id/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9]*$"}};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
if(pattern1.test(data5)){
const err33 = {instancePath:instancePath+"/login",schemaPath:"#/definitions/domain-id/validCharacters",keyword:"validCharacters",params:{messageId: "field.alphanumeric"}};
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
const err34 = {instancePath:instancePath+"/login",schemaPath:"#/definitions/domain-id/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
if(data.userGroupType !== undefined){
let data6 = data.userGroupType;
if(typeof data6 === "string"){
if(func2(data6) > 50){
const err35 = {instancePath:instancePath+"/userGroupType",schemaPath:"#/properties/userGroupType/maxLength",keyword:"maxLength",params:{limit: 50}};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
if(func2(data6) < 1){
const err36 = {instancePath:instancePath+"/userGroupType",schemaPath:"#/properties/userGroupType/minLength",keyword:"minLength",params:{limit: 1}};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
if(!pattern13.test(data6)){
const err37 = {instancePath:instancePath+"/userGroupType",schemaPath:"#/properties/userGroupType/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z][A-Za-z0-9_-]*$"}};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
if(pattern1.test(data6)){
const err38 = {instancePath:instancePath+"/userGroupType",schemaPath:"#/properties/userGroupType/validCharacters",keyword:"validCharacters",params:{messageId: "field.invalid"}};
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
const err39 = {instancePath:instancePath+"/userGroupType",schemaPath:"#/properties/userGroupType/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
if(data.userType !== undefined){
let data7 = data.userType;
if(!((data7 === "External") || (data7 === "Internal"))){
const err40 = {instancePath:instancePath+"/userType",schemaPath:"#/properties/userType/enum",keyword:"enum",params:{allowedValues: schema27.properties.userType.enum}};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
if(typeof data7 === "string"){
if(pattern1.test(data7)){
const err41 = {instancePath:instancePath+"/userType",schemaPath:"#/properties/userType/validCharacters",keyword:"validCharacters",params:{messageId: "field.invalid"}};
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
const err42 = {instancePath:instancePath+"/userType",schemaPath:"#/properties/userType/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
if(data.emailOtpVerificationStatus !== undefined){
let data8 = data.emailOtpVerificationStatus;
if(!((data8 === "pending") || (data8 === "verified"))){
const err43 = {instancePath:instancePath+"/emailOtpVerificationStatus",schemaPath:"#/properties/emailOtpVerificationStatus/enum",keyword:"enum",params:{allowedValues: schema27.properties.emailOtpVerificationStatus.enum}};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
if(typeof data8 === "string"){
if(pattern1.test(data8)){
const err44 = {instancePath:instancePath+"/emailOtpVerificationStatus",schemaPath:"#/properties/emailOtpVerificationStatus/validCharacters",keyword:"validCharacters",params:{messageId: "field.invalid"}};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
else {
const err45 = {instancePath:instancePath+"/emailOtpVerificationStatus",schemaPath:"#/properties/emailOtpVerificationStatus/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
}
else {
const err46 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
validate10.errors = vErrors;
return errors === 0;
}

__validators["6249fc7f"] = validate11;
const schema33 = {"type":"object","properties":{"userType":{"const":"Internal"}},"required":["userType"],"$id":"6249fc7f"};

function validate11(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="6249fc7f" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.userType === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "userType"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.userType !== undefined){
if("Internal" !== data.userType){
const err1 = {instancePath:instancePath+"/userType",schemaPath:"#/properties/userType/const",keyword:"const",params:{allowedValue: "Internal"}};
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
validate11.errors = vErrors;
return errors === 0;
}
