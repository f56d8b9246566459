// generated - do not edit: written by `npm run gen` from schemas/models/api-identity-provider-reset-password.json; edit the schema and regenerate.
import * as __runtime0 from "ajv/dist/runtime/ucs2length.js";
const __validators = {};
export default __validators;
__validators["https://provider-portal.example/schemas/models/api-identity-provider-reset-password.json"] = validate10;
const schema27 = {"$comment":"generated - do not edit: written by npm run gen from schemas/models/api-identity-provider-reset-password.json","$schema":"http://json-schema.org/draft-07/schema#","$id":"https://provider-portal.example/schemas/models/api-identity-provider-reset-password.json","title":"caption.identityProviderPasswordReset","type":"object","required":["recoveryToken","newPassword"],"properties":{"context":{"type":"string","title":"caption.context","maxLength":50,"validCharacters":true},"recoveryToken":{"type":"string","title":"caption.recoveryToken","minLength":1,"maxLength":256,"messages":{"required":"field.required","minLength":"field.required"},"validCharacters":true},"newPassword":{"$ref":"#/definitions/password-mfa","title":"caption.newPassword"}},"definitions":{"password-mfa":{"title":"caption.password","type":"string","writeOnly":true,"minLength":8,"patternRules":[{"pattern":"[A-Z]","messageId":"password.rule.uppercase"},{"pattern":"[a-z]","messageId":"password.rule.lowercase"},{"pattern":"[0-9]","messageId":"password.rule.digit"},{"pattern":"[!@#$%^&*]","messageId":"password.rule.special"}],"messages":{"required":"field.required","minLength":"password.rule.minLength"},"requirementOrder":["minLength","patternRules"],"validCharacters":true}}};
const schema28 = {"title":"caption.password","type":"string","writeOnly":true,"minLength":8,"patternRules":[{"pattern":"[A-Z]","messageId":"password.rule.uppercase"},{"pattern":"[a-z]","messageId":"password.rule.lowercase"},{"pattern":"[0-9]","messageId":"password.rule.digit"},{"pattern":"[!@#$%^&*]","messageId":"password.rule.special"}],"messages":{"required":"field.required","minLength":"password.rule.minLength"},"requirementOrder":["minLength","patternRules"],"validCharacters":true};
const func2 = (__runtime0.default?.default ?? __runtime0.default);
const pattern0 = new RegExp("[\\u0000-\\u0008\\u000C-\\u001F\\u007F-\\u009F]", "u");
const pattern2 = new RegExp("[A-Z]", "u");
const pattern3 = new RegExp("[a-z]", "u");
const pattern4 = new RegExp("[0-9]", "u");
const pattern5 = new RegExp("[!@#$%^&*]", "u");

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://provider-portal.example/schemas/models/api-identity-provider-reset-password.json" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.recoveryToken === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "recoveryToken"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.newPassword === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "newPassword"}};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.context !== undefined){
let data0 = data.context;
if(typeof data0 === "string"){
if(func2(data0) > 50){
const err2 = {instancePath:instancePath+"/context",schemaPath:"#/properties/context/maxLength",keyword:"maxLength",params:{limit: 50}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(pattern0.test(data0)){
const err3 = {instancePath:instancePath+"/context",schemaPath:"#/properties/context/validCharacters",keyword:"validCharacters",params:{messageId: "field.invalid"}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/context",schemaPath:"#/properties/context/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.recoveryToken !== undefined){
let data1 = data.recoveryToken;
if(typeof data1 === "string"){
if(func2(data1) > 256){
const err5 = {instancePath:instancePath+"/recoveryToken",schemaPath:"#/properties/recoveryToken/maxLength",keyword:"maxLength",params:{limit: 256}};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(func2(data1) < 1){
const err6 = {instancePath:instancePath+"/recoveryToken",schemaPath:"#/properties/recoveryToken/minLength",keyword:"minLength",params:{limit: 1}};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(pattern0.test(data1)){
const err7 = {instancePath:instancePath+"/recoveryToken",schemaPath:"#/properties/recoveryToken/validCharacters",keyword:"validCharacters",params:{messageId: "field.invalid"}};
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
const err8 = {instancePath:instancePath+"/recoveryToken",schemaPath:"#/properties/recoveryToken/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.newPassword !== undefined){
let data2 = data.newPassword;
if(typeof data2 === "string"){
if(func2(data2) < 8){
const err9 = {instancePath:instancePath+"/newPassword",schemaPath:"#/definitions/password-mfa/minLength",keyword:"minLength",params:{limit: 8}};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(!pattern2.test(data2)){
const err10 = {instancePath:instancePath+"/newPassword",schemaPath:"#/definitions/password-mfa/patternRules",keyword:"patternRules",params:{messageId: "password.rule.uppercase", pattern: "[A-Z]"}};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(!pattern3.test(data2)){
const err11 = {instancePath:instancePath+"/newPassword",schemaPath:"#/definitions/password-mfa/patternRules",keyword:"patternRules",params:{messageId: "password.rule.lowercase", pattern: "[a-z]"}};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(!pattern4.test(data2)){
const err12 = {instancePath:instancePath+"/newPassword",schemaPath:"#/definitions/password-mfa/patternRules",keyword:"patternRules",params:{messageId: "password.rule.digit", pattern: "[0-9]"}};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(!pattern5.test(data2)){
const err13 = {instancePath:instancePath+"/newPassword",schemaPath:"#/definitions/password-mfa/patternRules",keyword:"patternRules",params:{messageId: "password.rule.special", pattern: "[!@#$%^&*]"}};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(pattern0.test(data2)){
const err14 = {instancePath:instancePath+"/newPassword",schemaPath:"#/definitions/password-mfa/validCharacters",keyword:"validCharacters",params:{messageId: "field.invalid"}};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
else {
const err15 = {instancePath:instancePath+"/newPassword",schemaPath:"#/definitions/password-mfa/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
}
else {
const err16 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
validate10.errors = vErrors;
return errors === 0;
}
