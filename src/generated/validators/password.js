// generated - do not edit: written by `npm run gen` from schemas/defs/password.json; edit the schema and regenerate.
import * as __runtime0 from "ajv/dist/runtime/ucs2length.js";
const __validators = {};
export default __validators;
__validators["https://provider-portal.example/schemas/defs/password.json"] = validate10;
const schema27 = {"$comment":"generated - do not edit: written by npm run gen from schemas/defs/password.json","$schema":"http://json-schema.org/draft-07/schema#","$id":"https://provider-portal.example/schemas/defs/password.json","title":"caption.password","type":"string","writeOnly":true,"minLength":8,"maxLength":15,"patternRules":[{"pattern":"[A-Z]","messageId":"password.rule.uppercase"},{"pattern":"[a-z]","messageId":"password.rule.lowercase"},{"pattern":"[0-9]","messageId":"password.rule.digit"},{"pattern":"^[^\\s'\"]*$","messageId":"password.rule.noSpacesOrQuotes"}],"noRepeatedCharacters":true,"messages":{"required":"field.required","minLength":"password.rule.length","maxLength":"password.rule.length","noRepeatedCharacters":"password.rule.noRepeats"},"requirementOrder":["minLength","patternRules","noRepeatedCharacters"],"definitions":{},"validCharacters":true};
const func2 = (__runtime0.default?.default ?? __runtime0.default);
const pattern0 = new RegExp("[A-Z]", "u");
const pattern1 = new RegExp("[a-z]", "u");
const pattern2 = new RegExp("[0-9]", "u");
const pattern3 = new RegExp("^[^\\s'\"]*$", "u");
const pattern4 = new RegExp("(.)\\1", "u");
const pattern5 = new RegExp("[\\u0000-\\u0008\\u000C-\\u001F\\u007F-\\u009F]", "u");

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://provider-portal.example/schemas/defs/password.json" */;
let vErrors = null;
let errors = 0;
if(typeof data === "string"){
if(func2(data) > 15){
const err0 = {instancePath,schemaPath:"#/maxLength",keyword:"maxLength",params:{limit: 15}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(func2(data) < 8){
const err1 = {instancePath,schemaPath:"#/minLength",keyword:"minLength",params:{limit: 8}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(!pattern0.test(data)){
const err2 = {instancePath,schemaPath:"#/patternRules",keyword:"patternRules",params:{messageId: "password.rule.uppercase", pattern: "[A-Z]"}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(!pattern1.test(data)){
const err3 = {instancePath,schemaPath:"#/patternRules",keyword:"patternRules",params:{messageId: "password.rule.lowercase", pattern: "[a-z]"}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(!pattern2.test(data)){
const err4 = {instancePath,schemaPath:"#/patternRules",keyword:"patternRules",params:{messageId: "password.rule.digit", pattern: "[0-9]"}};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(!pattern3.test(data)){
const err5 = {instancePath,schemaPath:"#/patternRules",keyword:"patternRules",params:{messageId: "password.rule.noSpacesOrQuotes", pattern: "^[^\\s'\"]*$"}};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(pattern4.test(data)){
const err6 = {instancePath,schemaPath:"#/noRepeatedCharacters",keyword:"noRepeatedCharacters",params:{}};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(pattern5.test(data)){
const err7 = {instancePath,schemaPath:"#/validCharacters",keyword:"validCharacters",params:{messageId: "field.invalid"}};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
else {
const err8 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
validate10.errors = vErrors;
return errors === 0;
}
