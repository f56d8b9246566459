// generated - do not edit: written by `npm run gen` from schemas/defs/password-mfa.json; edit the schema and regenerate.
import * as __runtime0 from "ajv/dist/runtime/ucs2length.js";
const __validators = {};
export default __validators;
__validators["https://provider-portal.example/schemas/defs/password-mfa.json"] = validate10;
const schema27 = {"$comment":"generated - do not edit: written by npm run gen from schemas/defs/password-mfa.json","$schema":"http://json-schema.org/draft-07/schema#","$id":"https://provider-portal.example/schemas/defs/password-mfa.json","title":"caption.password","type":"string","writeOnly":true,"minLength":8,"patternRules":[{"pattern":"[A-Z]","messageId":"password.rule.uppercase"},{"pattern":"[a-z]","messageId":"password.rule.lowercase"},{"pattern":"[0-9]","messageId":"password.rule.digit"},{"pattern":"[!@#$%^&*]","messageId":"password.rule.special"}],"messages":{"required":"field.required","minLength":"password.rule.minLength"},"requirementOrder":["minLength","patternRules"],"definitions":{},"validCharacters":true};
const func2 = (__runtime0.default?.default ?? __runtime0.default);
const pattern0 = new RegExp("[A-Z]", "u");
const pattern1 = new RegExp("[a-z]", "u");
const pattern2 = new RegExp("[0-9]", "u");
const pattern3 = new RegExp("[!@#$%^&*]", "u");
const pattern4 = new RegExp("[\\u0000-\\u0008\\u000C-\\u001F\\u007F-\\u009F]", "u");

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://provider-portal.example/schemas/defs/password-mfa.json" */;
let vErrors = null;
let errors = 0;
if(typeof data === "string"){
if(func2(data) < 8){
const err0 = {instancePath,schemaPath:"#/minLength",keyword:"minLength",params:{limit: 8}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(!pattern0.test(data)){
const err1 = {instancePath,schemaPath:"#/patternRules",keyword:"patternRules",params:{messageId: "password.rule.uppercase", pattern: "[A-Z]"}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(!pattern1.test(data)){
const err2 = {instancePath,schemaPath:"#/patternRules",keyword:"patternRules",params:{messageId: "password.rule.lowercase", pattern: "[a-z]"}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(!pattern2.test(data)){
const err3 = {instancePath,schemaPath:"#/patternRules",keyword:"patternRules",params:{messageId: "password.rule.digit", pattern: "[0-9]"}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(!pattern3.test(data)){
const err4 = {instancePath,schemaPath:"#/patternRules",keyword:"patternRules",params:{messageId: "password.rule.special", pattern: "[!@#$%^&*]"}};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(pattern4.test(data)){
const err5 = {instancePath,schemaPath:"#/validCharacters",keyword:"validCharacters",params:{messageId: "field.invalid"}};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
validate10.errors = vErrors;
return errors === 0;
}
